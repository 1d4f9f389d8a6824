import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { keptBlocksParent } from '../../../../src/core/document/dom/readability-content';

const content = (inner: string) => parseHtml(`<html><body><div id="content">${inner}</div></body></html>`, 'https://example.test/').querySelector('#content')!;

describe('keptBlocksParent', () => {
  it("finds the blocks inside Readability's page wrapper and the lone div it kept", () => {
    expect(keptBlocksParent(content('<div id="readability-page-1"><div id="kept"><p>One</p><p>Two</p></div></div>')).id).toBe('kept');
  });

  it('stops at an element with several children, or a lone child that is no div', () => {
    expect(keptBlocksParent(content('<div id="page"><p>One</p><p>Two</p></div>')).id).toBe('page');
    const article = content('<section><p>One</p></section>');
    expect(keptBlocksParent(article)).toBe(article);
  });
});
