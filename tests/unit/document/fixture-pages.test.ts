/**
 * Walks tests/fixtures/pages: each folder is a case with source.html, url.txt, expected.md (the
 * document's lines) and expected.json (title, path, links). A new case is a new folder.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../src/core/document/html-to-document';

const dir = fileURLToPath(new URL('../../fixtures/pages', import.meta.url));
const cases = readdirSync(dir).filter((c) => existsSync(join(dir, c, 'source.html')));

describe('page fixtures', () => {
  it('has cases', () => expect(cases.length).toBeGreaterThanOrEqual(7));
  for (const c of cases) {
    it(c, () => {
      const at = (f: string) => readFileSync(join(dir, c, f), 'utf8');
      const url = at('url.txt').trim();
      const doc = htmlToDocument(parseHtml(at('source.html'), url), url);
      expect(doc.lines.join('\n') + '\n').toBe(at('expected.md'));
      const expected = JSON.parse(at('expected.json')) as { title: string; path: string; links: unknown };
      expect({ title: doc.title, path: doc.path, links: doc.links }).toEqual(expected);
    });
  }
});
