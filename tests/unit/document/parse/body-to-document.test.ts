import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { bodyToDocument, MAX_HTML_CHARS } from '../../../../src/core/document/parse/body-to-document';
import { SidelightError } from '../../../../src/core/errors';

const url = 'https://files.test/data/report.json';

describe('bodyToDocument', () => {
  it('pretty-prints JSON', async () => {
    const doc = await bodyToDocument({ body: '{"a":1,"b":[true,"x"]}', url, contentType: 'application/json; charset=utf-8', parseHtml });
    expect(doc.path).toBe('json');
    expect(doc.title).toBe('report.json');
    expect(doc.lines).toEqual(['{', '  "a": 1,', '  "b": [', '    true,', '    "x"', '  ]', '}']);
  });

  it('reads invalid JSON as text, and plain text line by line', async () => {
    const bad = await bodyToDocument({ body: '{oops', url, contentType: 'application/json', parseHtml });
    expect(bad).toMatchObject({ path: 'text', lines: ['{oops'] });
    const text = await bodyToDocument({ body: new TextEncoder().encode('line one\nline two\n'), url: 'https://f.test/a.txt', contentType: 'text/plain', parseHtml });
    expect(text).toMatchObject({ path: 'text', lines: ['line one', 'line two'], title: 'a.txt', byteSize: 18 });
  });

  it('quotes the links of markdown files', async () => {
    const doc = await bodyToDocument({ body: '# Readme\n\nSee [docs](https://o.test/d).', url: 'https://f.test/README.md', contentType: 'text/markdown', parseHtml });
    expect(doc.title).toBe('Readme');
    expect(doc.lines[2]).toBe('See 【0†docs†o.test】.');
  });

  it('decodes the declared charset', async () => {
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9]);
    const doc = await bodyToDocument({ body: latin1, url: 'https://f.test/a.txt', contentType: 'text/plain; charset=iso-8859-1', parseHtml });
    expect(doc.lines).toEqual(['café']);
  });

  it('dispatches HTML, sniffing it when the type is missing', async () => {
    const doc = await bodyToDocument({ body: '<!doctype html><html><head><title>Sniffed</title></head><body><p>Hello there.</p></body></html>', url: 'https://s.test/', parseHtml });
    expect(doc.title).toBe('Sniffed');
    expect(doc.lines).toEqual(['Hello there.']);
  });

  it('refuses binary types with a clear message', async () => {
    for (const [contentType, body] of [
      ['image/png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0])],
      ['application/octet-stream', new Uint8Array([1, 2, 0, 3])],
      ['application/zip', new Uint8Array([0x50, 0x4b, 3, 4, 0, 0])],
    ] as const) {
      const err = await bodyToDocument({ body, url, contentType, parseHtml }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SidelightError);
      expect((err as SidelightError).code).toBe('unsupported-type');
      expect((err as SidelightError).message).toMatch(/cannot read this type of file/);
    }
  });

  it('cuts HTML over the size cap with a visible note instead of hanging', async () => {
    const para = '<p>' + 'word '.repeat(200) + '</p>\n';
    const html = '<html><body><article>' + para.repeat(Math.ceil((MAX_HTML_CHARS + 100_000) / para.length)) + '</article></body></html>';
    const t0 = Date.now();
    const doc = await bodyToDocument({ body: html, url: 'https://s.test/big', contentType: 'text/html', parseHtml });
    expect(Date.now() - t0).toBeLessThan(60_000);
    expect(doc.truncated).toBe(true);
    expect(doc.lines[doc.lines.length - 1]).toMatch(/larger than 5 MB; the rest was cut/);
  });
});

describe('bodyToDocument charset sniffing', () => {
  it('uses the page’s own <meta charset> when the header has none', async () => {
    const head = new TextEncoder().encode('<html><head><meta charset="windows-1252"><title>T</title></head><body><p>caf');
    const body = new Uint8Array([...head, 0xe9, ...new TextEncoder().encode('</p></body></html>')]);
    const doc = await bodyToDocument({ body, url: 'https://s.test/', contentType: 'text/html', parseHtml });
    expect(doc.lines).toEqual(['café']);
  });
});
