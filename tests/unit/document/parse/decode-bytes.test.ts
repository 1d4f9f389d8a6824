import { mkdtempSync, writeFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { bodyToDocument } from '../../../../src/core/document/parse/body-to-document';
import { decodeBytes } from '../../../../src/core/document/parse/decode-bytes';

const utf8 = (s: string) => new TextEncoder().encode(s);
const legacyMeta = (body: string) => `<html><head><meta charset="gb2312"><title>页面</title></head><body><p>${body}</p></body></html>`;
/** "café" in windows-1252: é is the single byte 0xE9, invalid as UTF-8. */
const cp1252 = new Uint8Array([...utf8('<html><head><meta charset="windows-1252"></head><body><p>caf'), 0xe9, ...utf8('</p></body></html>')]);

describe('decodeBytes', () => {
  it('follows the byte-order mark, then the Content-Type, then the meta, as browsers do', () => {
    expect(decodeBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('é')]), 'text/html; charset=windows-1252', { html: true })).toEqual({ text: 'é', charset: 'utf-8' });
    expect(decodeBytes(cp1252, 'text/html; charset=utf-8', { html: true }).charset).toBe('utf-8');
    const meta = decodeBytes(cp1252, 'text/html', { html: true });
    expect(meta.charset).toBe('windows-1252');
    expect(meta.text).toContain('café');
    expect(decodeBytes(utf8('<p>plain</p>'), undefined, { html: true }).charset).toBe('utf-8');
    expect(decodeBytes(utf8('<meta charset="utf-16"><p>x</p>'), undefined, { html: true }).charset).toBe('utf-8');
  });

  it('with utf8Wins, reads valid UTF-8 with non-ASCII bytes as UTF-8 whatever the meta says', () => {
    const bytes = utf8(legacyMeta('腾讯新闻：今日要闻'));
    expect(decodeBytes(bytes, undefined, { html: true }).charset).toBe('gbk');
    const won = decodeBytes(bytes, undefined, { html: true, utf8Wins: true });
    expect(won).toMatchObject({ charset: 'utf-8' });
    expect(won.text).toContain('腾讯新闻：今日要闻');
  });

  it('with utf8Wins, still honours the meta for bytes that are not UTF-8, or are all ASCII', () => {
    expect(decodeBytes(cp1252, undefined, { html: true, utf8Wins: true }).charset).toBe('windows-1252');
    expect(decodeBytes(utf8('<meta charset="gb2312"><p>ascii only</p>'), undefined, { html: true, utf8Wins: true }).charset).toBe('gbk');
  });
});

describe('charset in documents and page2md', () => {
  it('records the charset used on the document', async () => {
    const doc = await bodyToDocument({ body: cp1252, url: 'https://s.test/', contentType: 'text/html', parseHtml });
    expect(doc.charset).toBe('windows-1252');
    expect(doc.lines.join('\n')).toContain('café');
  });

  it('page2md reads a UTF-8 file with a legacy meta as UTF-8 and says so in the JSON', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'page2md-'));
    const file = join(dir, 'saved.html');
    writeFileSync(file, legacyMeta('腾讯新闻：今日要闻，科技与财经的最新消息。'.repeat(3)));
    const root = fileURLToPath(new URL('../../../../', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/page2md.ts', file, '--json'], { cwd: root });
    const out = JSON.parse(stdout) as { charset: string; lines: string[] };
    expect(out.charset).toBe('utf-8');
    expect(out.lines.join('')).toContain('腾讯新闻：今日要闻');
  });
});
