/**
 * When a loaded tab is ready to read. Passed as `func` to chrome.scripting.executeScript once the tab
 * is `complete`, so it is self-contained (the browser serialises it; no imports, no outer names).
 * A call of its own, not part of the extraction call: a promise pending in a frame that navigates
 * (an agent tab leaving about:blank) was seen never to settle, hanging the open until its timeout.
 *
 * Adaptive instead of a fixed wait: a page without scripts is read at once; a page with scripts once
 * its DOM has been quiet for `quietMs`. A page that still looks unfinished (almost no text, a
 * "Loading…" line, or a visible aria-busy/skeleton/spinner) waits for its scripts to change it — up to
 * `patienceMs` when nothing changes at all (a short page that is simply short) — then for quiet.
 * Never longer than `maxMs` (tickers and ads never stop). Resolves with why it stopped waiting.
 */
export type SettleReason = 'no-scripts' | 'quiet' | 'patience' | 'max';

export interface SettleTimes {
  quietMs: number;
  patienceMs: number;
  maxMs: number;
}

export function settlePage(times: SettleTimes): Promise<SettleReason> {
  const LOADING = '[aria-busy="true"], [class*="skeleton" i], [class*="spinner" i], [class*="loading" i]';
  const MIN_TEXT = 200;
  return new Promise((resolve) => {
    const root = document.documentElement;
    if (!root || !document.querySelector('script')) {
      resolve('no-scripts');
      return;
    }
    const visible = (el: Element) =>
      typeof (el as HTMLElement).checkVisibility === 'function' ? (el as HTMLElement).checkVisibility() : el.getClientRects?.().length !== 0;
    const looksUnfinished = (): boolean => {
      const body = document.body;
      if (!body) return true;
      const text = (body.innerText ?? body.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text.length < MIN_TEXT || /^(?:loading|please wait)\b/i.test(text)) return true;
      return Array.from(body.querySelectorAll(LOADING)).slice(0, 20).some(visible);
    };
    let changed = false;
    let quietTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = (reason: SettleReason) => {
      observer.disconnect();
      clearTimeout(quietTimer);
      clearTimeout(patience);
      clearTimeout(hard);
      resolve(reason);
    };
    // Quiet, but still a shell or a spinner: its content is on the way (a fetch, a timer), so wait
    // for the next change; patience and the hard limit end the wait for pages that stay like this.
    const onQuiet = () => {
      if (!looksUnfinished()) finish('quiet');
    };
    const observer = new MutationObserver(() => {
      changed = true;
      clearTimeout(quietTimer);
      quietTimer = setTimeout(onQuiet, times.quietMs);
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['hidden', 'aria-busy', 'class', 'style'] });
    const patience = setTimeout(() => {
      if (!changed) finish('patience');
    }, times.patienceMs);
    const hard = setTimeout(() => finish('max'), times.maxMs);
    quietTimer = setTimeout(onQuiet, times.quietMs);
  });
}
