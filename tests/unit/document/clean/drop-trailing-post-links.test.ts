import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { textAfterRule } from '../../../support/rule-text';
import { dropTrailingPostLinks } from '../../../../src/core/document/clean/drop-trailing-post-links';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const PAGE = 'https://blog.example.org/2024/coffee-cooling/';
const PROSE = '<p>Most models fit two exponential decay terms: a fast rate from heat flow into the mug, and a slow one from mug to air.</p>';
const ROWS = `<p><a href="/pattern/">Maybe there's a pattern here?</a> · <a href="/#science">science</a> <a href="/#ai">AI</a></p>
  <p><a href="/data-wall/">The real data wall is billions of years of evolution</a> · <a href="/#ai">AI</a></p>
  <p><a href="https://www.blog.example.org/gpt-2/">Why didn't we get GPT-2 in 2005?</a></p>`;

function left(html: string): string {
  return textAfterRule(html, PAGE, (article) => dropTrailingPostLinks(article, PAGE));
}

describe('dropTrailingPostLinks', () => {
  it("drops rows of the site's other posts that end the article right after its prose", () => {
    expect(left(`${PROSE}<section>${ROWS}</section>`)).toBe((PROSE.replace(/<\/?p>/g, '')));
    expect(left(`${PROSE}<ul>${ROWS.replace(/<(\/?)p>/g, '<$1li>')}</ul>`)).toBe((PROSE.replace(/<\/?p>/g, '')));
  });

  it('keeps rows under a heading, after a sentence that introduces them, to other sites, with words of their own, or a single row', () => {
    const cases: [string, string][] = [
      [`${PROSE}<h2>See also</h2>${ROWS}`, 'Maybe there'],
      [`${PROSE}<p>I wrote about this before, at more length than here, in these three earlier posts on the blog:</p>${ROWS}`, 'Maybe there'],
      [`${PROSE}${ROWS.replace(/href="\/(pattern|data-wall)\/"/g, 'href="https://other.example.com/$1"')}`, 'Maybe there'],
      [`${PROSE}<p><a href="/pattern/">Maybe there's a pattern here?</a> is where I first argued that the data says otherwise.</p><p><a href="/data-wall/">The real data wall</a> follows it up with numbers from the lab.</p>`, 'first argued'],
      [`${PROSE}<p><a href="/pattern/">Maybe there's a pattern here?</a></p>`, 'Maybe there'],
      [`${PROSE}${ROWS}<p>And that is all I have to say about coffee and the way it cools in a mug on my desk.</p>`, 'Maybe there'],
    ];
    for (const [html, kept] of cases) expect(left(html), html).toContain(kept);
  });

  it('keeps rows inside a quote or table, and links that are one word', () => {
    expect(left(`${PROSE}<blockquote>${ROWS}</blockquote>`)).toContain('Maybe there');
    expect(left(`${PROSE}<p><a href="/older/">Older</a></p><p><a href="/newer/">Newer</a></p>`)).toContain('Older');
  });

  it('runs in the pipeline, and no rule is left at the end', () => {
    const prose = '<p>Coffee cools following Newton’s law of cooling: the rate of heat loss is proportional to the temperature difference.</p>'.repeat(5);
    const html = `<html><head><title>How coffee cools</title></head><body><article><h1>How coffee cools</h1>${prose}<section>${ROWS}</section><hr></article></body></html>`;
    const lines = htmlToDocument(parseHtml(html, PAGE), PAGE).lines;
    expect(lines.join('\n')).toContain('Newton’s law');
    expect(lines.join('\n')).not.toContain('Maybe there');
    expect(lines.at(-1)).not.toBe('---');
  });
});
