import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { textAfterRule } from '../../../support/rule-text';
import { dropAuthorNotes } from '../../../../src/core/document/clean/drop-author-notes';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const prose = '<p>Home Depot shares fell after the retailer cut its sales forecast for the year, citing weaker demand and the cost of tariffs on goods it imports from China.</p>'.repeat(3);

function run(html: string, byline?: string): string {
  return textAfterRule(html, 'https://news.test/a', (article) => dropAuthorNotes(article, byline));
}

describe('dropAuthorNotes', () => {
  it("drops how to reach the reporter after the story", () => {
    const text = run(`${prose}<p>Write to Al Root at <a href="mailto:allen.root@dowjones.com">allen.root@dowjones.com</a></p>
      <p>Reach the reporters on Twitter at <a href="http://twitter.com/MegKinnardAP">http://twitter.com/MegKinnardAP</a></p>
      <p><em>Have a tip? Amy Kuperinsky may be reached at akuperinsky@njadvancemedia.com. Follow her on Twitter @AmyKup.</em></p>
      <p><a href="mailto:paul.takahashi@chron.com">paul.takahashi@chron.com</a></p><p>twitter.com/paultakahashi</p>`);
    expect(text).toContain('tariffs');
    expect(text).not.toMatch(/Write to|Reach the reporters|Kuperinsky|takahashi/);
  });

  it("drops the author's bio box: by the byline's name, by first name, or by the site's bio class", () => {
    const helsel = run(`${prose}<div class="articleByline"><span>Phil Helsel</span><p>Phil Helsel is a reporter for NBC News.</p></div>`, 'Phil Helsel');
    expect(helsel).not.toContain('Phil Helsel');
    const regan = run(`${prose}<div class="post-author"><h5><a href="/author/regan">Regan</a></h5><p>Regan is a Southeastern Connecticut native now living in Central Massachusetts with her husband, two sons, and two cats.</p></div>`, 'Regan');
    expect(regan).not.toMatch(/Regan|Connecticut/);
    const first = run(`${prose}<h4>About the Author</h4><p>Sarah lives in Philadelphia and writes about design.</p>`, 'Sarah Archer');
    expect(first).not.toMatch(/About the Author|Philadelphia/);
    const byClass = run(`${prose}<p class="author-bio">Our correspondent covers the retail industry from New York.</p>`);
    expect(byClass).not.toContain('correspondent');
  });

  it('keeps sentences about people in the story, other people, and who contributed to the report', () => {
    const story = run(`${prose}<p>Ted Decker is the company's chief executive. He said demand would recover next year.</p>`, 'Al Root');
    expect(story).toContain('Ted Decker is the company');
    const quote = run(`<p>Al Root is a reporter.</p>${prose}`, 'Al Root');
    expect(quote).toContain('Al Root is a reporter.');
    const credit = run(`${prose}<p>Reporting by Rodrigo Campos; Editing by Nick Zieminski</p><p>Fox News’ Jessica Napoli contributed to this report.</p>`, 'Rodrigo Campos');
    expect(credit).toMatch(/Reporting by Rodrigo Campos.*contributed to this report/);
    const reached = run(`${prose}<p>The company said its stores can be reached at a new number.</p>`);
    expect(reached).toContain('can be reached');
    const address = run(`${prose}<blockquote><p>@AmyKup</p></blockquote>`);
    expect(address).toContain('@AmyKup');
  });

  it('runs in the pipeline', () => {
    const html = `<html><head><title>Home Depot</title></head><body><article><h1>Home Depot</h1>${prose.repeat(2)}<p>Write to Al Root at allen.root@dowjones.com</p></article></body></html>`;
    const text = htmlToDocument(parseHtml(html, 'https://news.test/hd'), 'https://news.test/hd').lines.join('\n');
    expect(text).toContain('tariffs');
    expect(text).not.toContain('Write to Al Root');
  });
});
