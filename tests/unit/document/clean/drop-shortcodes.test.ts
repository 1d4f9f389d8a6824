import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { textAfterRule } from '../../../support/rule-text';
import { dropShortcodes } from '../../../../src/core/document/clean/drop-shortcodes';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const prose = '<p>If you want a book that makes you feel great about being a biker, this is it: the 180 page publication comes with a vinyl record.</p>'.repeat(3);

function run(html: string): string {
  return textAfterRule(html, 'https://news.test/a', (article) => dropShortcodes(article));
}

describe('dropShortcodes', () => {
  it("drops a paragraph that is only a button's shortcode, and strips other shortcodes' tags", () => {
    const text = run(`${prose}<p>[button link=”http://news.test/submit/” type=”big” newwindow=”yes”] Send us YOUR kit review[/button]</p>
      <p>[caption id="attachment_7" align="alignnone" width="300"]The book's cover, in red.[/caption]</p>`);
    expect(text).not.toMatch(/Send us|\[button|\[\/?caption/);
    expect(text).toContain("The book's cover, in red.");
    expect(text).toContain('vinyl record');
  });

  it('keeps brackets that are no shortcode pair, and code', () => {
    const text = run(`<p>[Photo] The rider at the start [1], as [Editor's note: corrected] said.</p><p>Arrays use <code>a[i] and b[/i]</code> rarely.</p>${prose}`);
    expect(text).toContain('[Photo] The rider at the start [1]');
    expect(text).toContain("[Editor's note: corrected]");
    expect(text).toContain('a[i] and b[/i]');
  });

  it('runs in the pipeline', () => {
    const html = `<html><head><title>Book</title></head><body><article>${prose}<p>[button link="/x"] Send us YOUR kit review[/button]</p>${prose}</article></body></html>`;
    const text = htmlToDocument(parseHtml(html, 'https://news.test/book'), 'https://news.test/book').lines.join('\n');
    expect(text).toContain('vinyl record');
    expect(text).not.toContain('kit review');
  });
});
