import browser from 'webextension-polyfill';
import type { Reply } from './message-listener';

/**
 * Detect, Test connection and the model store reach servers that are not the configured one through
 * a temporary grant in the worker (background/net-rules/grants.ts: each server let past the
 * local-host block, its Origin removed). The grant is held over a port rather than taken and given
 * back by two messages: the browser disconnects a port when its page goes (closed, reloaded,
 * crashed), and the worker then drops the grant at once. With messages, a page closed while Detect
 * was probing — the welcome page closed a second after install — left the usual local ports open to
 * the extension's requests for the grant's whole minute.
 */
export const SERVER_GRANT_PORT = 'sidelight-server-grant';

/** The one message a page posts on the port. */
export interface ServerGrantRequest {
  baseUrls: string[];
}

/** The worker's one answer: the grant is in force (its id, for logs and tests), or why not. */
export type ServerGrantReply = Reply<{ grantId: string }>;

/**
 * Asks the worker for a grant of `baseUrls` and holds it until the returned function is called or
 * this page goes. Resolves to null when no worker grants it (an older worker, a refusal): the caller
 * still runs its requests, which then report the real error.
 */
export function holdServerGrant(baseUrls: string[]): Promise<(() => void) | null> {
  return new Promise((resolve) => {
    let port: browser.Runtime.Port;
    try {
      port = browser.runtime.connect({ name: SERVER_GRANT_PORT });
    } catch {
      resolve(null);
      return;
    }
    port.onMessage.addListener((message: unknown) => {
      if ((message as ServerGrantReply | null)?.ok === true) {
        resolve(() => port.disconnect());
      } else {
        port.disconnect();
        resolve(null);
      }
    });
    // Before any answer: nobody listens, or the worker went away. (A later disconnect changes nothing.)
    port.onDisconnect.addListener(() => resolve(null));
    port.postMessage({ baseUrls } satisfies ServerGrantRequest);
  });
}
