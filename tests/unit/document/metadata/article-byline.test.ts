import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { compactByline, type BylineMeta } from '../../../../src/core/document/metadata/article-byline';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const prose = '<p>HANOI, Vietnam (AP) — U.S. Defense Secretary Mark Esper on Wednesday accused China of using coercion and intimidation against smaller Asian nations to impose its will in the South China Sea.</p>';

/** The article's blocks as text, one per line, after the rule. */
function run(html: string, meta: BylineMeta = {}): string[] {
  const dom = parseHtml(`<html><body><div id="a">${html}</div></body></html>`, 'https://news.test/a');
  const article = dom.querySelector('#a')!;
  compactByline(article, meta);
  return Array.from(article.querySelectorAll('p, h1, h2, h3, li, td, blockquote, span, time'), (el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()).filter((t, i, all) => t && all.indexOf(t) === i);
}

describe('compactByline', () => {
  it('makes a byline with its date one line, the date without its time', () => {
    const lines = run(`<h1>Omar says</h1><p>By Justine Coleman - 11/18/19 11:04 PM EST</p>${prose}`);
    expect(lines).toEqual(['Omar says', 'By Justine Coleman · 11/18/19', expect.stringContaining('HANOI')]);
  });

  it('folds published and updated lines into one, with the author Readability took out of the article', () => {
    const sameDay = run(`<h3>China has sent troops to Hong Kong.</h3><p>PUBLISHED: 10:48, Tue, Nov 19, 2019</p><p>UPDATED: 11:05, Tue, Nov 19, 2019</p>${prose}`, { byline: 'Laura Mowat' });
    expect(sameDay.slice(0, 2)).toEqual(['China has sent troops to Hong Kong.', 'By Laura Mowat · Nov 19, 2019']);
    expect(sameDay.join('\n')).not.toMatch(/PUBLISHED|UPDATED/);
    const later = run(`<p>Posted: Fri 6:45 PM, Feb 16, 2018 |</p><p>Updated: Sat 8:31 PM, Feb 17, 2018</p>${prose}`);
    expect(later[0]).toBe('Feb 16, 2018 · updated Feb 17, 2018');
  });

  it('takes author controls and an inline timestamp beside the byline, and leaves no empty list', () => {
    const dom = parseHtml(
      `<html><body><div id="a"><div class="author"><ul><li><a href="/author/x">View author archive</a></li><li><a href="mailto:x@post.test">email the author</a></li><li><a href="https://twitter.com/x">follow on twitter</a></li></ul></div><div><p class="byline">Robert Burns, Ap National Security Writer</p><span class="timestamp">Updated <time>5:27 am CST, Wednesday, November 20, 2019</time></span></div>${prose}</div></body></html>`,
      'https://news.test/a',
    );
    const article = dom.querySelector('#a')!;
    compactByline(article, { byline: 'By ROBERT BURNS, AP National Security Writer' });
    expect(article.querySelector('ul')).toBeNull();
    expect(article.firstElementChild?.textContent).toBe('By Robert Burns, Ap National Security Writer · updated November 20, 2019');
    expect(article.textContent).not.toMatch(/archive|email the author|5:27/);
  });

  it('folds an ISO date above the author into the line, not writing the date twice', () => {
    const lines = run(`<p>2026-04-07</p><ul class="author-list"><li><a href="/author/jane/">Jane Smith</a></li></ul><div>8 min read</div>${prose}`, { byline: 'Jane Smith' });
    expect(lines).toEqual(['By Jane Smith · 2026-04-07', expect.stringContaining('HANOI')]);
  });

  it('reads a name just above a dateline as its byline', () => {
    expect(run(`<p>Associated Press</p><p>Published 11:34 PM EST Nov 19, 2019</p>${prose}`)[0]).toBe('By Associated Press · Nov 19, 2019');
  });

  it('reads "Posted on … by …", drops a reading time, and drops author controls left with no byline', () => {
    expect(run(`<p>Posted on Maret 30, 2015 by Admin</p>${prose}`)[0]).toBe('By Admin · Maret 30, 2015');
    expect(run(`<p>Oct 18, 2019 · 8 min read</p>${prose}`, { byline: 'Vincent Vallet' })[0]).toBe('By Vincent Vallet · Oct 18, 2019');
    expect(run(`<p>Tempo de leitura: 2 minutos</p>${prose}`)).toEqual([expect.stringContaining('HANOI')]);
    expect(run(`<p><a href="/author/x">View author archive</a></p>${prose}`)).toEqual([expect.stringContaining('HANOI')]);
  });

  it('reads one day written two ways as one date when the page’s <time> elements say so', () => {
    const twice = `<p><time datetime="2025-01-15">January 15, 2025</time></p><p><i><time datetime="2025-01-15">15 Jan, 2025</time></i></p>${prose}`;
    expect(run(twice)).toEqual(['January 15, 2025', expect.stringContaining('HANOI')]);
    // Two days remain two: a timeline, left as it is.
    const two = `<p><time datetime="2025-01-15">January 15, 2025</time></p><p><time datetime="2025-01-16">16 Jan, 2025</time></p>${prose}`;
    expect(run(two).slice(0, 2)).toEqual(['January 15, 2025', '16 Jan, 2025']);
  });

  it('moves a dateline after the story into the line at its top', () => {
    const lines = run(`${prose}<p>The talks resume next week.</p><p>First Published: Tuesday, November 19, 2019 08:38 AM</p>`);
    expect(lines[0]).toBe('November 19, 2019');
    expect(lines.join('\n')).not.toContain('First Published');
    const both = run(`<p>By Justine Coleman - 11/18/19 11:04 PM EST</p>${prose}<p>Updated at 1:23 p.m.</p>`);
    expect(both).toEqual(['By Justine Coleman · 11/18/19', expect.stringContaining('HANOI')]);
    // A time alone says nothing without its day: it stays where it is.
    expect(run(`${prose}<p>Updated at 1:23 p.m.</p>`)).toContain('Updated at 1:23 p.m.');
    expect(run(`${prose}<p>The vote is set for November 20, 2019.</p>`)).toContain('The vote is set for November 20, 2019.');
  });

  it('leaves a date with a sentence after it at the end (a teaser: its date, then its summary) where it is', () => {
    const lines = run(`${prose}<div><p>April 21, 2026</p><p>The company unveiled a new product expansion.</p></div>`);
    expect(lines[0]).toMatch(/^HANOI/);
    expect(lines.slice(1)).toEqual(['April 21, 2026', 'The company unveiled a new product expansion.']);
  });

  it('keeps sentences with dates, date headings, dates inside the story, tables and quotes', () => {
    const sentence = '<p>On November 19, 2019, the council voted to close the plant.</p>';
    expect(run(`${sentence}${prose}`)).toEqual(['On November 19, 2019, the council voted to close the plant.', expect.stringContaining('HANOI')]);
    expect(run(`<h2>November 18, 2019</h2>${prose}`)[0]).toBe('November 18, 2019');
    expect(run(`${prose}<p>November 20, 2019</p><p>The talks resumed.</p>`)).toContain('November 20, 2019');
    expect(run(`<table><tr><td>Nov 19, 2019</td></tr></table>${prose}`)[0]).toBe('Nov 19, 2019');
    expect(run(`<blockquote><p>Big news today.</p>— Robert Maguire (@RobertMaguire) November 18, 2019</blockquote>${prose}`)[0]).toContain('November 18, 2019');
    const timeline = run(`<p>January 5, 2020</p><p>The first case is reported.</p><p>January 23, 2020</p><p>The city is closed.</p>${prose}`);
    expect(timeline.slice(0, 4)).toEqual(['January 5, 2020', 'The first case is reported.', 'January 23, 2020', 'The city is closed.']);
    expect(run(`<p>Follow the money.</p><p>8 minutes to read the ballot</p>${prose}`).slice(0, 2)).toEqual(['Follow the money.', '8 minutes to read the ballot']);
    const by = run(`<p>By the time the ship reached port, the storm had passed.</p>${prose}`);
    expect(by[0]).toBe('By the time the ship reached port, the storm had passed.');
  });

  it('runs in the pipeline', () => {
    const body = `<article><h1>Esper accuses China</h1><p>By Robert Burns</p><p>Updated 5:27 am CST, Wednesday, November 20, 2019</p>${prose.repeat(4)}</article>`;
    const html = `<html><head><title>Esper accuses China</title></head><body>${body}</body></html>`;
    const doc = htmlToDocument(parseHtml(html, 'https://news.test/esper'), 'https://news.test/esper');
    const lines = doc.lines.filter(Boolean);
    // The view is all the model reads: the author stays in the text, and the metadata has it too.
    expect(lines).toContain('By Robert Burns · updated November 20, 2019');
    expect(doc.byline).toMatch(/Robert Burns/);
    expect(lines.join('\n')).not.toContain('5:27');
  });
});
