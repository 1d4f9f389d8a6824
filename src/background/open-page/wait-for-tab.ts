import { SidelightError, userText } from '../../core/errors';

/** How often the tab's status is read while waiting, in case its `complete` event never arrives. */
export const POLL_MS = 100;

/** What the wait is for: the tab's about:blank, or the page at `url` (which the tab was sent to). */
export type TabTarget = { blank: true } | { url: string };

/**
 * Resolves when the tab finished loading its page (or, for `{ blank: true }`, its about:blank).
 *
 * Events alone are not enough: a service worker's `tabs.onUpdated` listener is registered with the
 * browser over a different channel than `tabs.get`, so a tab can complete after `tabs.get` said
 * `loading` but before the browser knows of the listener — that `complete` event is never delivered
 * and the open hung until the tab timeout (seen about 1 in 6 agent opens, mostly the first after
 * launch: `tabs.get` reported `loading about:blank`, then no event at all). So the status is also
 * read every POLL_MS until it is `complete`.
 *
 * A tab the browser unloaded (status `unloaded`: navigated while its about:blank was still loading, or
 * discarded) is sent to its target again, once — not reloaded: `tabs.reload` loads what the tab last
 * committed, its about:blank, so the wait for the page went on until the tab timeout.
 *
 * A tab resting on a finished about:blank while the page was asked for is not sent again: that is also
 * what a download looks like, and a second navigation would download the file twice.
 */
export function waitForComplete(tabId: number, signal: AbortSignal, target: TabTarget): Promise<void> {
  const blank = 'blank' in target;
  const loaded = (url: string | undefined) => (blank ? url === 'about:blank' : url !== undefined && url !== 'about:blank');
  const resend = () => chrome.tabs.update(tabId, { url: blank ? 'about:blank' : target.url }).catch(() => {});
  let mended = false;
  return new Promise((resolve, reject) => {
    let done = false;
    const poll = setInterval(() => void check(), POLL_MS);
    const finish = (err?: unknown) => {
      if (done) return;
      done = true;
      clearInterval(poll);
      chrome.tabs.onUpdated.removeListener(onUpdated);
      chrome.tabs.onRemoved.removeListener(onRemoved);
      signal.removeEventListener('abort', onAbort);
      if (err) reject(err);
      else resolve();
    };
    const unloaded = () => {
      if (mended) return;
      mended = true;
      void resend();
    };
    const onUpdated = (id: number, change: chrome.tabs.OnUpdatedInfo, tab?: chrome.tabs.Tab) => {
      if (id !== tabId) return;
      // The tab starts on about:blank (see openInTab); that load completing is not the page's.
      if (change.status === 'complete' && loaded(tab?.url)) finish();
      if (change.status === 'unloaded') unloaded();
    };
    const onRemoved = (id: number) => {
      if (id === tabId) finish(new SidelightError('aborted', 'The background tab was closed before the page loaded.', { userMessage: userText('errTabClosedEarly') }));
    };
    const onAbort = () => finish(signal.reason);
    const check = () =>
      chrome.tabs.get(tabId).then(
        (tab) => {
          if (done) return;
          if (tab.status === 'complete' && !tab.pendingUrl && loaded(tab.url)) finish();
          else if (tab.status === 'unloaded') unloaded();
        },
        () => {},
      );
    chrome.tabs.onUpdated.addListener(onUpdated);
    chrome.tabs.onRemoved.addListener(onRemoved);
    signal.addEventListener('abort', onAbort);
    // It may have completed before the listener was added.
    void check();
  });
}
