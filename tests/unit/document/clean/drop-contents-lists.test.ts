import { describe, expect, it } from 'vitest';
import { dropContentsLists } from '../../../../src/core/document/clean/drop-contents-lists';
import { articleAfterRule, textAfterRule } from '../../../support/rule-text';

const PAGE = 'https://guide.test/install/';
const rule = (article: Element) => dropContentsLists(article, [PAGE]);
const sections = (names: string[]) => names.map((n, i) => `<h2 id="s${i}">${n}</h2><p>What ${n} says, at some length.</p>`).join('');
const item = (n: string, i: number, href = `#s${i}`) => `<li><a href="${href}">${n}</a></li>`;

describe('dropContentsLists', () => {
  it('drops a list of links to the article’s own headings, nested or long, by id or by text', () => {
    const names = ['1. Start', 'Acquire', 'Prepare'];
    const nested = `<ul><li><a href="#s0">1. Start</a><ul>${item('Acquire', 1)}${item('Prepare', 2)}</ul></li></ul>`;
    expect(textAfterRule(nested + sections(names), PAGE, rule)).toBe(textAfterRule(sections(names), PAGE, () => {}));
    const six = ['Einleitung', 'Aufbau', 'Betrieb', 'Wartung', 'Fehler', 'Anhang'];
    // Readability has made the links absolute; one points at a heading by its text alone.
    const long = `<ol>${six.map((n, i) => item(n, i, i === 5 ? `${PAGE}#anhang` : `${PAGE}#s${i}`)).join('')}</ol>`;
    expect(articleAfterRule(long + sections(six), PAGE, rule).querySelector('ol')).toBeNull();
  });

  it('keeps a short flat list, links to what is no heading of the article, and items with words of their own', () => {
    const four = ['One', 'Two', 'Three', 'Four'];
    const short = `<ul>${four.map((n, i) => item(n, i)).join('')}</ul>`;
    const kept = (html: string) => articleAfterRule(html, PAGE, rule).querySelector('ul') !== null;
    expect(kept(short + sections(four))).toBe(true);
    const six = ['A1', 'B2', 'C3', 'D4', 'E5', 'F6'];
    const elsewhere = `<ul>${six.map((n, i) => (i === 3 ? item('Figure 4', i, '#fig-4') : item(n, i))).join('')}</ul><figure id="fig-4">A map</figure>`;
    expect(kept(elsewhere + sections(six))).toBe(true);
    const offsite = `<ul>${six.map((n, i) => item(n, i, i === 3 ? 'https://other.test/#s3' : `#s${i}`)).join('')}</ul>`;
    expect(kept(offsite + sections(six))).toBe(true);
    const worded = `<ul>${six.map((n, i) => `<li><a href="#s${i}">${n}</a>${i === 2 ? ' — read this first' : ''}</li>`).join('')}</ul>`;
    expect(kept(worded + sections(six))).toBe(true);
    // The same six items without those words are the contents.
    expect(kept(`<ul>${six.map((n, i) => item(n, i)).join('')}</ul>${sections(six)}`)).toBe(false);
  });
});
