import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { contentTypeFor, parseArgs } from '../../../scripts/page2md-args';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const fixture = fileURLToPath(new URL('../../fixtures/pages/link-hosts/source.html', import.meta.url));

describe('page2md arguments', () => {
  it('parses files and options', () => {
    expect(parseArgs(['a.html', '--url', 'https://s.test/p', '--json', '--start=5', '--words', '50', 'b.html'], { words: 600 })).toEqual({
      ok: true,
      args: { files: ['a.html', 'b.html'], url: 'https://s.test/p', json: true, start: 5, words: 50 },
    });
    expect(parseArgs(['a.html'], { words: 600 })).toMatchObject({ ok: true, args: { start: 1, words: 600, json: false } });
  });
  it('rejects what it cannot use', () => {
    expect(parseArgs([], { words: 600 })).toMatchObject({ ok: false, message: 'no file given' });
    expect(parseArgs(['a', '--url', 'not a url'], { words: 600 })).toMatchObject({ ok: false });
    expect(parseArgs(['a', '--start', '0'], { words: 600 })).toMatchObject({ ok: false });
    expect(parseArgs(['a', '--words'], { words: 600 })).toMatchObject({ ok: false });
    expect(parseArgs(['a', '--bogus'], { words: 600 })).toMatchObject({ ok: false, message: 'unknown option --bogus' });
  });
  it('maps extensions to content types', () => {
    expect(contentTypeFor('x/page.HTML')).toBe('text/html');
    expect(contentTypeFor('doc.pdf')).toBe('application/pdf');
    expect(contentTypeFor('noext')).toBeUndefined();
  });
});

describe('page2md CLI', () => {
  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/page2md.ts', ...args], { cwd: root }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

  it('prints the view of a page', async () => {
    const r = await cli(fixture, '--url', 'https://example.org/articles/links.html', '--words', '30');
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines.slice(0, 2)).toEqual(['[0] Links page', '(https://example.org/articles/links.html)']);
    expect(lines[2]).toMatch(/^\*\*viewing lines \[1 - [12]\] of 9\*\*$/);
    expect(lines[3]).toBe('');
    expect(lines[4]).toMatch(/^L1: This article has plenty of text/);
  });

  it('prints JSON with the documented fields', async () => {
    const r = await cli(fixture, '--url', 'https://example.org/articles/links.html', '--json');
    const doc = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(Object.keys(doc).sort()).toEqual(['byline', 'charset', 'excerpt', 'links', 'lines', 'path', 'title', 'url'].filter((k) => k in doc).sort());
    expect(doc).toMatchObject({ title: 'Links page', path: 'readability', url: 'https://example.org/articles/links.html', charset: 'utf-8' });
    expect((doc.links as unknown[]).length).toBe(5);
  });

  it('reports a missing file on stderr with a non-zero exit, still printing the others', async () => {
    const r = await cli('/no/such/page.html', fixture, '--url', 'https://example.org/a', '--start', '4', '--words', '20');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('cannot read /no/such/page.html: no such file');
    expect(r.stdout).toContain('[1] Links page');
    expect(r.stdout).toMatch(/^\[1\] Links page\n/);
    expect(r.stdout).toMatch(/\*\*viewing lines \[4 - \d\] of 9\*\*\n\nL4:/);
  });

  it('explains bad arguments', async () => {
    const r = await cli('--words', 'x', fixture);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--words needs a whole number/);
  });
});
