import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { MAX_FILE_TEXT_BYTES, localFileKind, localFileToDocument, type LocalFile } from '../../../../src/core/document/local/local-file';
import { isLocalFileUrl } from '../../../../src/core/document/local/local-file-url';
import { SidelightError } from '../../../../src/core/errors';

function file(name: string, content: string | Uint8Array, type = ''): LocalFile & { reads: (number | undefined)[] } {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const reads: (number | undefined)[] = [];
  return {
    name,
    type,
    size: bytes.byteLength,
    reads,
    bytes: async (end) => {
      reads.push(end);
      return bytes.slice(0, end);
    },
  };
}

const PDF = new Uint8Array(readFileSync(fileURLToPath(new URL('../../../fixtures/site/doc.pdf', import.meta.url))));

describe('local files as documents', () => {
  it('knows the accepted kinds by extension, then by type', () => {
    expect(localFileKind({ name: 'Report.PDF', type: '' })).toBe('pdf');
    expect(localFileKind({ name: 'notes.md', type: '' })).toBe('markdown');
    expect(localFileKind({ name: 'notes', type: 'text/plain' })).toBe('text');
    expect(localFileKind({ name: 'page.htm', type: '' })).toBe('html');
    expect(localFileKind({ name: 'data.json', type: '' })).toBe('json');
    expect(localFileKind({ name: 'photo.png', type: 'image/png' })).toBeNull();
    expect(localFileKind({ name: 'sheet.xlsx', type: '' })).toBeNull();
  });

  it('refuses other types with what it accepts', async () => {
    const err = await localFileToDocument(file('photo.png', 'x', 'image/png'), { parseHtml }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SidelightError);
    expect((err as SidelightError).message).toBe('Sidelight cannot read “photo.png” (image/png).');
    expect((err as SidelightError).hint).toBe('Attach a PDF, Markdown, plain text, HTML or JSON file, or an image (PNG, JPEG, WebP, GIF).');
  });

  it('reads Markdown with its heading as title and a file URL that is never fetched', async () => {
    const doc = await localFileToDocument(file('notes.md', '# Field notes\n\nThe river rose 2.4 metres on 3 May.\n'), { parseHtml });
    expect(doc.title).toBe('Field notes');
    expect(isLocalFileUrl(doc.url)).toBe(true);
    expect(doc.url).toBe('file:///notes.md');
    expect(doc.lines).toContain('The river rose 2.4 metres on 3 May.');
  });

  it('reads HTML through the page pipeline and JSON pretty-printed, titled by the file when they have none', async () => {
    const html = await localFileToDocument(file('saved.html', '<html><head><title>Saved page</title></head><body><article><p>Hello from a saved page with enough words to keep.</p></article></body></html>'), { parseHtml });
    expect(html.title).toBe('Saved page');
    expect(html.lines.join('\n')).toContain('Hello from a saved page');
    const json = await localFileToDocument(file('data.json', '{"a":1,"b":[2,3]}'), { parseHtml });
    expect(json.title).toBe('data.json');
    expect(json.lines).toContain('  "a": 1,');
  });

  it('cuts an over-size text file with a visible note, reading only the part it keeps', async () => {
    const big = file('big.txt', 'word '.repeat(MAX_FILE_TEXT_BYTES / 5 + 1000));
    const doc = await localFileToDocument(big, { parseHtml });
    expect(big.reads).toEqual([MAX_FILE_TEXT_BYTES]);
    expect(doc.truncated).toBe(true);
    expect(doc.lines.at(-1)).toMatch(/^\[Sidelight: this file is 5 MB; only the first 5 MB were read; the rest was cut/);
  });

  it('reads a PDF page by page, reporting each page', async () => {
    const pages: [number, number][] = [];
    const doc = await localFileToDocument(file('doc.pdf', PDF), { parseHtml, onPage: (n, total) => pages.push([n, total]) });
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.at(-1)![0]).toBe(pages.at(-1)![1]);
    expect(doc.path).toBe('pdf');
    expect(doc.lines[0]).toBe('--- Page 1 ---');
  });
});
