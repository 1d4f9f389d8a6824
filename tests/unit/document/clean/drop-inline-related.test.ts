/**
 * Walks tests/unit/document/clean/drop-inline-related: each folder is an article (source.html) and what
 * the rule must keep and drop (expected.json). A new case is a new folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { dropInlineRelated } from '../../../../src/core/document/clean/drop-inline-related';
import { isRelatedLabel, relatedLeadLength } from '../../../../src/core/document/clean/related-labels';

const dir = fileURLToPath(new URL('./drop-inline-related', import.meta.url));

interface Expected {
  keeps: string[];
  drops: string[];
}

describe('dropInlineRelated and the related-labels lexicon', () => {
  for (const c of readdirSync(dir)) {
    it(c, () => {
      const expected = JSON.parse(readFileSync(join(dir, c, 'expected.json'), 'utf8')) as Expected;
      const article = parseHtml(`<html><body>${readFileSync(join(dir, c, 'source.html'), 'utf8')}</body></html>`, 'https://example.com/').querySelector('article')!;
      dropInlineRelated(article);
      const text = article.textContent ?? '';
      for (const k of expected.keeps) expect(text).toContain(k);
      for (const d of expected.drops) expect(text).not.toContain(d);
    });
  }

  it('reads labels as whole words, in any case', () => {
    expect(isRelatedLabel('LEA TAMBIÉN:')).toBe(true);
    expect(isRelatedLabel('Empfohlene Beiträge')).toBe(true);
    expect(isRelatedLabel('Miramar')).toBe(false);
    expect(relatedLeadLength('Lire aussi : Le budget')).toBe('Lire aussi : '.length);
    expect(relatedLeadLength('See also: the report')).toBe(0);
  });
});
