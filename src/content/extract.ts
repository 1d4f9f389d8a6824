/**
 * Content script: turns the tab's live DOM (after its scripts ran, logged in, as the user sees it)
 * into a PageDocument with the same core code as everywhere else. Injected only on demand, never
 * declared in the manifest.
 *
 * How to call it (background):
 *
 *   import extractScript from '../content/extract.ts?script';
 *   import { runExtractor } from '../content/run-extractor';
 *   await chrome.scripting.executeScript({ target: { tabId }, files: [extractScript] });
 *   const [r] = await chrome.scripting.executeScript({ target: { tabId }, func: runExtractor, args: [{ selectionOnly }] });
 *   const result = r?.result as ExtractResult; // { ok: true, document } | { ok: false, error }
 *
 * Why two calls instead of the file's last expression: the bundler may wrap a content script in a
 * loader that imports the module asynchronously, so the file's completion value is not ours. The
 * script installs `globalThis.__sidelightExtract` instead; `runExtractor` waits for it and calls it.
 * Injecting again on the same page just replaces the function.
 */
import { elementToDocument, htmlToDocument } from '../core/document/html-to-document';
import { resolveBase } from '../core/document/quote-links';
import { SidelightError, toSidelightError } from '../core/errors';
import { EXTRACTOR_GLOBAL, type ExtractRequest, type ExtractResult } from './extract-result';

function extractSelection(): ExtractResult {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) {
    const error = new SidelightError('invalid-arguments', 'Nothing is selected on this page.', { hint: 'Select some text first, or send the whole page.' });
    return { ok: false, error: error.toJSON() };
  }
  const holder = document.createElement('div');
  for (let i = 0; i < selection.rangeCount; i++) holder.appendChild(selection.getRangeAt(i).cloneContents());
  const title = `Selection from “${document.title || location.href}”`;
  const base = resolveBase(location.href, document.querySelector('base[href]')?.getAttribute('href'));
  const doc = elementToDocument(holder, { url: location.href, base, title, path: 'selection', meta: { fetchedAt: Date.now(), contentType: 'text/html' }, owned: true });
  return { ok: true, document: doc };
}

function extract(request: ExtractRequest = {}): ExtractResult {
  try {
    if (request.selectionOnly) return extractSelection();
    const doc = htmlToDocument(document, location.href, { meta: { fetchedAt: Date.now(), contentType: document.contentType || 'text/html' } });
    return { ok: true, document: doc };
  } catch (err) {
    return { ok: false, error: toSidelightError(err, 'This page could not be read.').toJSON() };
  }
}

(globalThis as Record<string, unknown>)[EXTRACTOR_GLOBAL] = extract;
