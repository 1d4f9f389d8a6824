import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../../../scripts/page2md-dom';
import type { ExtractResult } from '../../../src/content/extract-result';
import { runExtractor } from '../../../src/content/run-extractor';

/** The content script against a linkedom page standing in for the tab. */
const filler = '<p>' + 'Readable article text that the extractor keeps for the model to read. '.repeat(8) + '</p>';
const page = parseHtml(`<html><head><title>Live page</title></head><body><article><h1>Live page</h1>${filler}<p id="pick">Picked <a href="/x">words</a> here.</p>${filler}</article></body></html>`);
let selected: Element | null = null;
const saved: Record<string, unknown> = {};

beforeAll(async () => {
  for (const k of ['document', 'window', 'location']) saved[k] = (globalThis as Record<string, unknown>)[k];
  Object.assign(globalThis, {
    document: page,
    location: { href: 'https://live.test/article' },
    window: {
      getSelection: () =>
        selected
          ? { rangeCount: 1, isCollapsed: false, getRangeAt: () => ({ cloneContents: () => selected!.cloneNode(true) }) }
          : { rangeCount: 0, isCollapsed: true },
    },
  });
  await import('../../../src/content/extract');
});

afterAll(() => Object.assign(globalThis, saved));

describe('content script', () => {
  it('extracts the live DOM through the core pipeline', async () => {
    const r: ExtractResult = await runExtractor({});
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.document).toMatchObject({ title: 'Live page', url: 'https://live.test/article', path: 'readability' });
      expect(r.document.links).toEqual([{ url: 'https://live.test/x', text: 'words' }]);
    }
  });

  it('extracts only the selection when asked', async () => {
    selected = page.querySelector('#pick');
    const r = await runExtractor({ selectionOnly: true });
    expect(r).toMatchObject({ ok: true, document: { path: 'selection', title: 'Selection from “Live page”', lines: ['Picked 【0†words】 here.'] } });
  });

  it('reports an empty selection as an error value', async () => {
    selected = null;
    const r = await runExtractor({ selectionOnly: true });
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid-arguments' } });
  });
});
