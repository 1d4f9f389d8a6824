import type { ExtractRequest, ExtractResult } from './extract-result';

/**
 * Passed as `func` to chrome.scripting.executeScript after extract.ts was injected. Self-contained
 * (the browser serialises it): waits briefly for the content script to install its global, then
 * calls it. The global's name is repeated here for that reason (extract-result.ts EXTRACTOR_GLOBAL).
 */
export async function runExtractor(request: ExtractRequest): Promise<ExtractResult> {
  const g = globalThis as unknown as Record<string, ((r: ExtractRequest) => ExtractResult) | undefined>;
  for (let i = 0; i < 100 && typeof g['__sidelightExtract'] !== 'function'; i++) await new Promise((r) => setTimeout(r, 20));
  const extract = g['__sidelightExtract'];
  if (typeof extract !== 'function') {
    return { ok: false, error: { code: 'bad-response', message: 'The page reader did not start in this tab.', hint: 'Reload the page and try again.' } };
  }
  return extract(request);
}
