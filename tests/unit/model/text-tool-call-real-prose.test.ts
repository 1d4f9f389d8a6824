/**
 * False positives on real text: the expected article text and markdown of every page in
 * tests/fixtures/real-pages (news, blogs, docs, papers, code-heavy pages — written by people, not for
 * Sidelight) goes through the parser in random chunks. None of it is a tool call, so every character
 * must come out as content, with no call and no error.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TextToolCallParser } from '../../../src/core/model/text-tool-call-parser';

const root = fileURLToPath(new URL('../../fixtures/real-pages', import.meta.url));
const TOOLS = ['browser.search', 'browser.open', 'browser.find'];

function texts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return texts(path);
    return name === 'expected.md' || name === 'expected.txt' ? [path] : [];
  });
}

describe('real prose is not taken for tool calls', () => {
  const files = texts(root);
  it('has the real pages', () => expect(files.length).toBeGreaterThanOrEqual(150));

  it('passes every page through untouched, in random chunks', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const wrong: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const p = new TextToolCallParser(TOOLS);
      let content = '';
      let found = 0;
      for (let i = 0; i < text.length; ) {
        const n = 1 + Math.floor(next() * 12);
        const r = p.push(text.slice(i, i + n));
        content += r.content;
        found += r.calls.length + r.errors.length;
        i += n;
      }
      const r = p.end();
      content += r.content;
      found += r.calls.length + r.errors.length;
      if (found || content !== text) wrong.push(file.slice(root.length));
    }
    expect(wrong).toEqual([]);
  });
});
