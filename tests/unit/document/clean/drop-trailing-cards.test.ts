import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { dropTrailingCards } from '../../../../src/core/document/clean/drop-trailing-cards';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { textAfterRule } from '../../../support/rule-text';

const url = 'https://news.test/articles/12345/pioneer';
const text = (html: string) => textAfterRule(html, url, (article) => dropTrailingCards(article, url));
const story = '<div class="article-text"><p>Industry pioneer John Smith passed away on April 15, 2026, aged 91.</p></div>';
const card = (n: number, date = '<p>April 21, 2026</p>', cls = 'panel') => `<div class="${cls}"><p><a href="/articles/${n}"><img src="/t${n}.jpg"></a></p>${date}<p>The company unveiled expansion number ${n}.</p></div>`;

describe('dropTrailingCards', () => {
  it('drops two dated cards for other stories that end the article', () => {
    expect(text(`<div class="page">${story}${card(1)}${card(2)}</div>`)).toBe('Industry pioneer John Smith passed away on April 15, 2026, aged 91.');
  });

  it('keeps one card, undated cards, cards of different classes, cards before more text, and a page of nothing but cards', () => {
    expect(text(`${story}${card(1)}`)).toContain('expansion number 1');
    expect(text(`${story}${card(1, '')}${card(2, '')}`)).toContain('expansion number 2');
    expect(text(`${story}${card(1, undefined, 'a')}${card(2, undefined, 'b')}`)).toContain('expansion number 2');
    expect(text(`<div>${card(1)}${card(2)}</div><p>Smith was 91 years of age at the time of his passing, his family said.</p>`)).toContain('expansion number 1');
    expect(text(`<div class="list">${card(1)}${card(2)}</div>`)).toContain('expansion number 1');
    // Dated updates that link to the site's follow-up, with no picture: the story's own.
    const update = (n: number) => `<div class="update"><p>April 2${n}, 2026</p><p>Update: see <a href="/articles/${n}">our follow-up</a>.</p></div>`;
    expect(text(`<div class="page">${story}${update(1)}${update(2)}</div>`)).toContain('our follow-up');
  });

  it('runs in the pipeline', () => {
    const paragraphs = '<p>Smith was a legend whose contributions to the field are too numerous to name in their entirety, his peers said this week.</p>'.repeat(4);
    const html = `<html><head><title>Pioneer</title></head><body><div id="main"><div class="article-text">${paragraphs}</div>${card(1)}${card(2)}</div></body></html>`;
    const lines = htmlToDocument(parseHtml(html, url), url).lines.join('\n');
    expect(lines).toContain('Smith was a legend');
    expect(lines).not.toContain('expansion number');
  });
});
