import { CONTENT_SCRIPT_PATH } from './content-script-path';
import type { ExtractResult } from '../content/extract-result';
import { runExtractor } from '../content/run-extractor';
import type { PageDocument } from '../core/document/types';
import { SidelightError, fromSerializedError, userText } from '../core/errors';

export interface ExtractOptions {
  selectionOnly?: boolean;
  /**
   * Work already running in the tab that must end before reading it (the agent tab's settle wait):
   * the extractor file is injected meanwhile, and the extraction runs once both are done.
   */
  after?: Promise<unknown>;
}

/** Pages no extension may script: say so instead of failing with the browser's own wording. */
function assertScriptable(url: string | undefined): void {
  if (!url || /^(chrome|edge|about|chrome-extension|moz-extension|devtools|view-source):/i.test(url) || /^https:\/\/chrome(web)?\.google\.com\/webstore/i.test(url)) {
    const page = url ? url.split(/[?#]/)[0]! : '';
    throw new SidelightError('unsupported-type', `Sidelight cannot read ${page ? `this kind of page (${page})` : 'this tab'}: the browser does not let extensions into it.`, {
      hint: 'Open a web page and try again.',
      userMessage: page ? userText('errTabKindClosed', page) : userText('errTabClosed'),
      userHint: userText('hintOpenWebPage'),
    });
  }
}

/**
 * Extracts a tab's live DOM (what the user sees, logged in, after scripts ran) with the content
 * script (src/content/extract.ts), injected on demand: the file installs the extractor, a second
 * call runs it and returns the document.
 */
export async function extractFromTab(tabId: number, opts: ExtractOptions): Promise<PageDocument> {
  const tab = await chrome.tabs.get(tabId);
  assertScriptable(tab.url);
  let result: ExtractResult | undefined;
  try {
    await Promise.all([chrome.scripting.executeScript({ target: { tabId }, files: [CONTENT_SCRIPT_PATH] }), opts.after]);
    const [r] = await chrome.scripting.executeScript({ target: { tabId }, func: runExtractor, args: [{ selectionOnly: opts.selectionOnly === true }] });
    result = r?.result as ExtractResult | undefined;
  } catch (err) {
    const why = (err as Error)?.message ?? String(err);
    throw new SidelightError('forbidden', `Sidelight could not read the tab (${why}).`, {
      hint: 'The page may be an error page or protected by the browser; reload it and try again.',
      cause: err,
      userMessage: userText('errTabUnreadable', why),
      userHint: userText('hintReloadPage'),
    });
  }
  if (!result) {
    throw new SidelightError('bad-response', 'The tab returned nothing to read.', { hint: 'Reload the page and try again.', userMessage: userText('errTabEmpty'), userHint: userText('hintReloadTryAgain') });
  }
  if (!result.ok) throw fromSerializedError(result.error);
  return result.document;
}
