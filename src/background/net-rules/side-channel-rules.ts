import { AGENT_MARK_FEATURE, AGENT_MARK_LAST_MODIFIED, AGENT_MARK_ORIGIN } from '../../content/no-side-channels';
import { BLOCK } from './rule-queue';
import { PRIORITY } from './rule-ids';

type Rule = Omit<chrome.declarativeNetRequest.Rule, 'id'>;
type ResourceType = chrome.declarativeNetRequest.ResourceType;

const isFirefox = () => chrome.runtime.getURL('/').startsWith('moz-extension:');

/**
 * Connections an agent tab may not open at all, to any host: a WebSocket or WebTransport session is a
 * two-way channel a page's script keeps open to wherever it likes (Firefox does not show the
 * WebSocket handshake to the blocking webRequest DNS check, so a name resolving to the router got
 * through there). Above every allow rule: Allowed local hosts are for pages, not sockets.
 * Firefox rejects a whole update that names `webtransport`.
 */
export function socketBlockRules(tabIds: number[]): Rule[] {
  if (tabIds.length === 0) return [];
  const resourceTypes = (isFirefox() ? ['websocket'] : ['websocket', 'webtransport']) as ResourceType[];
  return [{ priority: PRIORITY.headers, action: BLOCK, condition: { tabIds, resourceTypes } }];
}

/**
 * Response headers for agent tabs that close side channels outside any request the block rules see:
 * - `Link` goes (a `Link: <…>; rel=preconnect` opens a TCP connection no rule is asked about; also
 *   prefetch/preload hints);
 * - `X-DNS-Prefetch-Control: off` stops the resolver lookups of `<a href>` hosts and `dns-prefetch`;
 * - documents get `Permissions-Policy: serial=("AGENT_MARK_ORIGIN")` (Firefox: a fixed Last-Modified
 *   and `Cache-Control: no-store`), the mark by which the MAIN-world
 *   script (src/content/no-side-channels.ts) knows it runs in an agent tab and removes WebSocket,
 *   WebTransport and WebRTC before the page's scripts run. `set` replaces the page's own policy:
 *   a hostile page cannot drop the mark; it switches off Web Serial, which no page read for the model needs.
 */
export function sideChannelHeaderRules(tabIds: number[]): Rule[] {
  if (tabIds.length === 0) return [];
  const modify = 'modifyHeaders' as chrome.declarativeNetRequest.RuleActionType;
  const op = (o: string) => o as chrome.declarativeNetRequest.HeaderOperation;
  return [
    {
      priority: PRIORITY.headers,
      action: {
        type: modify,
        responseHeaders: [
          { header: 'link', operation: op('remove') },
          { header: 'x-dns-prefetch-control', operation: op('set'), value: 'off' },
        ],
      },
      condition: { tabIds, resourceTypes: ['main_frame', 'sub_frame', 'stylesheet', 'script', 'image', 'font', 'object', 'xmlhttprequest', 'media', 'other'] as ResourceType[] },
    },
    {
      priority: PRIORITY.headers,
      action: {
        type: modify,
        // Firefox reads no Permissions-Policy header: its mark is the Last-Modified instant (no-side-channels.ts).
        responseHeaders: isFirefox()
          ? [
              { header: 'last-modified', operation: op('set'), value: AGENT_MARK_LAST_MODIFIED },
              { header: 'cache-control', operation: op('set'), value: 'no-store' },
            ]
          : [{ header: 'permissions-policy', operation: op('set'), value: `${AGENT_MARK_FEATURE}=("${AGENT_MARK_ORIGIN}")` }],
      },
      condition: { tabIds, resourceTypes: ['main_frame', 'sub_frame'] as ResourceType[] },
    },
  ];
}
