import type { PageDocument } from '../core/document/types';
import { SidelightError } from '../core/errors';
import { parsePageHtml } from './open-page/parse-fetched';

export interface ExtractOptions {
  selectionOnly?: boolean;
}

/** Pages no extension may script: say so instead of failing with the browser's own wording. */
export function assertScriptable(url: string | undefined): void {
  if (!url || /^(chrome|edge|about|chrome-extension|moz-extension|devtools|view-source):/i.test(url) || /^https:\/\/chrome(web)?\.google\.com\/webstore/i.test(url)) {
    throw new SidelightError('unsupported-type', `Sidelight cannot read ${url ? `this kind of page (${url.split(/[?#]/)[0]})` : 'this tab'}: the browser does not let extensions into it.`, {
      hint: 'Open a web page and try again.',
    });
  }
}

/** Runs in the page: the live DOM (or the selection) as HTML, with what extraction needs besides. */
function snapshot(selectionOnly: boolean): { html: string; url: string; title: string; selectedText: string } {
  const sel = window.getSelection();
  if (selectionOnly && sel && sel.rangeCount > 0 && !sel.isCollapsed) {
    const div = document.createElement('div');
    for (let i = 0; i < sel.rangeCount; i++) div.appendChild(sel.getRangeAt(i).cloneContents());
    const base = `<base href="${document.baseURI.replace(/"/g, '&quot;')}">`;
    return { html: `<!doctype html><html><head>${base}<title>${document.title.replace(/</g, '&lt;')}</title></head><body><article>${div.innerHTML}</article></body></html>`, url: location.href, title: document.title, selectedText: sel.toString() };
  }
  return { html: document.documentElement.outerHTML, url: location.href, title: document.title, selectedText: '' };
}

/**
 * Extracts a tab's live DOM (what the user sees, logged in, after scripts ran) into a document: the
 * page's HTML is read in the tab and turned into a document where a DOM parser is at hand.
 */
export async function extractFromTab(tabId: number, opts: ExtractOptions): Promise<PageDocument> {
  const tab = await chrome.tabs.get(tabId);
  assertScriptable(tab.url);
  let results;
  try {
    results = await chrome.scripting.executeScript({ target: { tabId }, func: snapshot, args: [opts.selectionOnly === true] });
  } catch (err) {
    throw new SidelightError('forbidden', `Sidelight could not read the tab (${(err as Error)?.message ?? String(err)}).`, {
      hint: 'The page may be an error page or protected by the browser; reload it and try again.',
      cause: err,
    });
  }
  const snap = results[0]?.result as ReturnType<typeof snapshot> | undefined;
  if (!snap) throw new SidelightError('bad-response', 'The tab returned nothing to read.', { hint: 'Reload the page and try again.' });
  const doc = await parsePageHtml(snap.html, snap.url);
  const selected = opts.selectionOnly && snap.selectedText.trim() !== '';
  return {
    ...doc,
    title: selected ? `Selection from “${snap.title || doc.title}”` : doc.title || snap.title,
    path: selected ? 'selection' : doc.path,
    fetchedAt: Date.now(),
  };
}
