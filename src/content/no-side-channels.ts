/**
 * The agent-document mark: the worker's rules (background/net-rules/side-channel-rules.ts) set
 * `Permissions-Policy: serial=("https://agent-tab.sidelight.invalid")` on every document of an agent
 * tab. A page cannot remove a header, and a script cannot change the policy of the document it runs
 * in, so the mark tells this script, before any page script ran, that it is in an agent tab.
 */
export const AGENT_MARK_FEATURE = 'serial';
export const AGENT_MARK_ORIGIN = 'https://agent-tab.sidelight.invalid';

/**
 * Firefox has no `document.featurePolicy`: there the mark is the document's Last-Modified, set to this
 * instant (with `Cache-Control: no-store`, so the date cannot make the browser keep the page), which
 * `document.lastModified` reports in local time before any page script runs.
 */
export const AGENT_MARK_LAST_MODIFIED = 'Mon, 01 Jan 2001 01:01:01 GMT';

/**
 * What a page in an agent tab could use to reach a host outside every request rule: sockets that
 * stay open to any host (WebSocket, WebSocketStream, WebTransport) and WebRTC, whose STUN/TURN
 * traffic (UDP and TCP) no webRequest, declarativeNetRequest or CSP rule covers — a page could scan
 * the local network with it. Without the constructors a script has no way to start either.
 */
export const SIDE_CHANNEL_GLOBALS = [
  'WebSocket',
  'WebSocketStream',
  'WebTransport',
  'RTCPeerConnection',
  'webkitRTCPeerConnection',
  'RTCDataChannel',
  'RTCIceTransport',
  'RTCSctpTransport',
  'RTCRtpTransceiver',
  'RTCRtpSender',
  'RTCRtpReceiver',
];

/** Link hints that open connections or fetch ahead (preconnect opens a TCP connection no rule is asked about). */
export const HINT_RELS = ['preconnect', 'dns-prefetch', 'prefetch', 'prerender', 'modulepreload'];

interface FeaturePolicy {
  allowsFeature(feature: string): boolean;
  getAllowlistForFeature(feature: string): string[];
}

type Frame = Window & { document: Document & { featurePolicy?: FeaturePolicy } };

/** The document's own mark (Chromium: the policy's allowlist; Firefox: the Last-Modified instant). */
function marked(win: Frame): boolean {
  const policy = win.document.featurePolicy;
  if (policy) return policy.getAllowlistForFeature(AGENT_MARK_FEATURE).includes(AGENT_MARK_ORIGIN);
  return Date.parse(win.document.lastModified) === Date.parse(AGENT_MARK_LAST_MODIFIED);
}

/**
 * True in an agent tab's documents: the top document carries the mark; a frame reads its top
 * document's where it may (same origin, about:blank, srcdoc), or carries the mark itself (another
 * origin's frame: the rules mark every document of the tab). A frame that can read neither counts
 * as marked when nothing says otherwise: in Chromium when the marked feature is off (the mark's policy
 * switches it off for every frame below), in Firefox when its origin is opaque (data:, sandboxed).
 */
export function isAgentDocument(win: Frame): boolean {
  if (marked(win)) return true;
  if (win.top === win || !win.top) return false;
  try {
    return marked(win.top as Frame);
  } catch {
    const policy = win.document.featurePolicy;
    return policy ? !policy.allowsFeature(AGENT_MARK_FEATURE) : win.origin === 'null';
  }
}

/** Removes the side-channel constructors from one realm, for good (the names stay undefined). */
export function removeSideChannelGlobals(win: Window): void {
  const global = win as unknown as Record<string, unknown>;
  for (const name of SIDE_CHANNEL_GLOBALS) {
    if (!(name in global)) continue;
    try {
      delete global[name];
      Object.defineProperty(win, name, { value: undefined, writable: false, configurable: false, enumerable: false });
    } catch {
      /* not configurable in this browser: left as it is, the socket rules still stop WebSockets */
    }
  }
}

/** Frame elements whose window a script can reach before the frame's own copy of this script ran. */
const FRAME_ELEMENTS = ['HTMLIFrameElement', 'HTMLFrameElement', 'HTMLObjectElement'];

/**
 * A frame a script creates starts as about:blank in the parent's origin: its window is reachable
 * through `contentWindow` at once, maybe before the browser ran this script in it. The getters of
 * frame elements remove the globals from the frame's realm before handing it out.
 */
export function guardFrameAccess(win: Window): void {
  const global = win as unknown as Record<string, { prototype: object } | undefined>;
  for (const name of FRAME_ELEMENTS) {
    const proto = global[name]?.prototype;
    if (!proto) continue;
    for (const prop of ['contentWindow', 'contentDocument'] as const) {
      const desc = Object.getOwnPropertyDescriptor(proto, prop);
      const get = desc?.get;
      if (!desc || !get) continue;
      Object.defineProperty(proto, prop, {
        ...desc,
        get(this: Element) {
          const value = get.call(this) as Window | Document | null;
          const frame = value && 'defaultView' in value ? value.defaultView : value;
          try {
            if (frame) {
              removeSideChannelGlobals(frame as Window);
              guardFrameAccess(frame as Window);
            }
          } catch {
            /* another origin: its own copy of this script runs there */
          }
          return value;
        },
      });
    }
  }
}

function isHint(node: Node): node is HTMLLinkElement {
  return node.nodeName === 'LINK' && HINT_RELS.some((rel) => (node as HTMLLinkElement).relList?.contains(rel));
}

/**
 * Removes link hints as they are added (by the parser or by scripts). The browser may act on a hint
 * the moment the element is inserted, before this observer runs, and the HTML preload scanner reads
 * hints in the markup ahead of the parser: what this leaves is in the README (Security).
 */
export function dropLinkHints(doc: Document): void {
  const sweep = (nodes: Iterable<Node>) => {
    for (const n of nodes) {
      if (isHint(n)) n.remove();
      else if (n.nodeType === 1) for (const link of (n as Element).querySelectorAll('link')) if (isHint(link)) link.remove();
    }
  };
  new MutationObserver((records) => {
    for (const r of records) sweep(r.addedNodes);
  }).observe(doc, { childList: true, subtree: true });
}

/** Everything above, where the mark says this is an agent tab. */
export function closeSideChannels(win: Window): boolean {
  if (!isAgentDocument(win as Frame)) return false;
  removeSideChannelGlobals(win);
  guardFrameAccess(win);
  dropLinkHints(win.document);
  return true;
}
