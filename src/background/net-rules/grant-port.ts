import { toSidelightError } from '../../core/errors';
import { isOwnContext, refusedSender } from '../../shared/message-sender';
import { SERVER_GRANT_PORT, type ServerGrantReply, type ServerGrantRequest } from '../../shared/server-grant';
import { grantServers, releaseGrant } from './grants';

type Port = chrome.runtime.Port;
type Sender = Parameters<typeof isOwnContext>[0];

function isGrantRequest(msg: unknown): msg is ServerGrantRequest {
  const urls = (msg as ServerGrantRequest | null)?.baseUrls;
  return Array.isArray(urls) && urls.every((u) => typeof u === 'string');
}

/**
 * Serves one page's grant port (src/shared/server-grant.ts): the first request gets a grant, which
 * lasts until the port disconnects — the page released it, or went — or the grant's own time runs
 * out. A port from anything but Sidelight's own pages (a content script) is refused and closed.
 */
export function serveGrantPort(port: Port): void {
  const post = (reply: ServerGrantReply) => port.postMessage(reply);
  const sender = (port.sender ?? {}) as Sender;
  if (!isOwnContext(sender, { id: chrome.runtime.id, baseUrl: chrome.runtime.getURL('') })) {
    post({ ok: false, error: refusedSender('server grant', sender).toJSON() });
    port.disconnect();
    return;
  }
  let gone = false;
  let granted: Promise<string | undefined> | undefined;
  port.onDisconnect.addListener(() => {
    gone = true;
    // A grant still being made when the page went is released as soon as it exists.
    void granted?.then((id) => (id ? releaseGrant(id) : undefined));
  });
  port.onMessage.addListener((msg: unknown) => {
    if (granted) return;
    granted = (async () => {
      try {
        if (!isGrantRequest(msg)) throw new Error('A server grant needs a list of base URLs.');
        const id = await grantServers(msg.baseUrls);
        if (!gone) post({ ok: true, value: { grantId: id } });
        return id;
      } catch (err) {
        if (!gone) post({ ok: false, error: toSidelightError(err).toJSON() });
        return undefined;
      }
    })();
  });
}

/** Registered at the worker's top level, so a port that wakes the worker finds its listener. */
export function listenForGrantPorts(): void {
  chrome.runtime.onConnect.addListener((port) => {
    if (port.name === SERVER_GRANT_PORT) serveGrantPort(port);
  });
}
