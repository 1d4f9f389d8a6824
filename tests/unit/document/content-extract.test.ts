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
  for (const k of ['document', 'window', 'location', 'DOMParser']) saved[k] = (globalThis as Record<string, unknown>)[k];
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

  // 61,000 elements through linkedom and the whole pipeline: slow by design (it is the size that
  // takes the parsed-copy path), so it gets a minute rather than the project's 20 s on a loaded machine.
  it('reads a huge page through a parsed copy instead of stalling the tab', { timeout: 60_000 }, async () => {
    const spans = '<span>w</span> '.repeat(61_000);
    const huge = parseHtml(`<html><head><title>Huge</title></head><body><article><p>${spans}</p></article></body></html>`);
    const { DOMParser: Parser } = await import('linkedom');
    let parsed = 0;
    const CountingParser = class {
      parseFromString(markup: string, type: string) {
        parsed++;
        return new Parser().parseFromString(markup, type as 'text/html');
      }
    };
    Object.assign(globalThis, { document: huge, DOMParser: CountingParser });
    try {
      const r = await runExtractor({});
      expect(parsed).toBe(1);
      expect(r).toMatchObject({ ok: true, document: { title: 'Huge' } });
      if (r.ok) expect(r.document.lines.join(' ').split('w').length - 1).toBe(61_000);
    } finally {
      Object.assign(globalThis, { document: page });
    }
  });

  it('reports an empty selection as an error value', async () => {
    selected = null;
    const r = await runExtractor({ selectionOnly: true });
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid-arguments' } });
  });
});
