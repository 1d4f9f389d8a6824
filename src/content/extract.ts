/**
 * Content script: turns the tab's live DOM (after its scripts ran, logged in, as the user sees it)
 * into a PageDocument with the same core code as everywhere else. Injected only on demand, never
 * declared in the manifest.
 *
 * Built as one self-contained classic script (IIFE, no imports, no chunks) at CONTENT_SCRIPT_PATH
 * by scripts/vite-content-script.ts, so the manifest exposes nothing to web pages for it (no
 * web_accessible_resources a site could probe to fingerprint Sidelight). So no lazy-loaded
 * (dynamically imported) code here: the build refuses a bundle that would need a second file.
 *
 * How to call it (background):
 *
 *   import { CONTENT_SCRIPT_PATH } from '../background/content-script-path';
 *   import { runExtractor } from '../content/run-extractor';
 *   await chrome.scripting.executeScript({ target: { tabId }, files: [CONTENT_SCRIPT_PATH] });
 *   const [r] = await chrome.scripting.executeScript({ target: { tabId }, func: runExtractor, args: [{ selectionOnly }] });
 *   const result = r?.result as ExtractResult; // { ok: true, document } | { ok: false, error }
 *
 * Why two calls instead of the file's last expression: an IIFE bundle's completion value is not the
 * extractor's result, and the extraction takes a request. The script installs
 * `globalThis.__sidelightExtract` instead; `runExtractor` waits for it and calls it.
 * Injecting again on the same page just replaces the function.
 */
import { MAX_HTML_CHARS, withTruncationNote } from '../core/document/wrap/document-builder';
import { elementToDocument, htmlToDocument } from '../core/document/html-to-document';
import { resolveBase } from '../core/document/markdown/quote-links';
import type { PageDocument } from '../core/document/types';
import { SidelightError, toSidelightError, userText } from '../core/errors';
import { EXTRACTOR_GLOBAL, type ExtractRequest, type ExtractResult } from './extract-result';

function extractSelection(): ExtractResult {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) {
    const error = new SidelightError('invalid-arguments', 'Nothing is selected on this page.', {
      hint: 'Select some text first, or send the whole page.',
      userMessage: userText('errNothingSelected'),
      userHint: userText('hintSelectText'),
    });
    return { ok: false, error: error.toJSON() };
  }
  const holder = document.createElement('div');
  for (let i = 0; i < selection.rangeCount; i++) holder.appendChild(selection.getRangeAt(i).cloneContents());
  const title = `Selection from “${document.title || location.href}”`;
  const base = resolveBase(location.href, document.querySelector('base[href]')?.getAttribute('href'));
  const doc = elementToDocument(holder, { url: location.href, base, title, path: 'selection', meta: { fetchedAt: Date.now(), contentType: 'text/html' }, owned: true });
  return { ok: true, document: doc };
}

/** Beyond this many elements the live DOM is read as the fetch path reads a page: cut at 5 MB. */
const MAX_ELEMENTS = 60_000;

function extractPage(): PageDocument {
  const meta = { fetchedAt: Date.now(), contentType: document.contentType || 'text/html' };
  if (document.querySelectorAll('*').length <= MAX_ELEMENTS) return htmlToDocument(document, location.href, { meta });
  // A huge page (endless feeds, giant tables) would stall the tab in Readability and turndown.
  const html = document.documentElement.outerHTML;
  const cut = html.length > MAX_HTML_CHARS;
  const source = cut ? html.slice(0, MAX_HTML_CHARS) : html;
  const parse = () => new DOMParser().parseFromString(source, 'text/html');
  const doc = htmlToDocument(parse(), location.href, { meta, consume: { reparse: parse } });
  return cut ? withTruncationNote(doc, `this page is larger than ${MAX_HTML_CHARS / 1_000_000} MB`) : doc;
}

/** Anything else that went wrong reading the page, with the reader's own words as the detail. */
function unreadable(err: unknown): SidelightError {
  if (err instanceof SidelightError) return err;
  const why = err instanceof Error ? err.message : '';
  const e = toSidelightError(err, 'This page could not be read.');
  return new SidelightError(e.code, e.message, { cause: err, userMessage: why ? userText('errPageUnreadableWhy', why) : userText('errPageUnreadable') });
}

function extract(request: ExtractRequest = {}): ExtractResult {
  try {
    if (request.selectionOnly) return extractSelection();
    return { ok: true, document: extractPage() };
  } catch (err) {
    return { ok: false, error: unreadable(err).toJSON() };
  }
}

(globalThis as Record<string, unknown>)[EXTRACTOR_GLOBAL] = extract;
