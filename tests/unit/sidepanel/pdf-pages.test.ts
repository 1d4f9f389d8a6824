import { describe, expect, it } from 'vitest';
import { pdfPageOf } from '../../../src/core/document/pdf-pages';
import { resolveCitations } from '../../../src/core/agent/citations';
import { BrowserSession } from '../../../src/core/browser/browser-session';
import { chipName, citationText, linesShort } from '../../../src/sidepanel/citations/chip';
import { numberSources } from '../../../src/sidepanel/citations/source-numbers';
import { inLocale } from '../../support/chrome-i18n-stub';

const pdfLines = ['# Report', '', '--- Page 1 ---', '', 'Intro.', '', '--- Page 2 ---', '', 'Charging takes 7.4 minutes.', 'Without plating.'];
const pdf = { title: 'Report', url: 'https://lab.test/report.pdf', lines: pdfLines, links: [], path: 'pdf' as const };

describe('PDF citations say the page', () => {
  it('finds the page a line is on, and none in a web page', () => {
    expect(pdfPageOf(pdf, 9)).toBe(2);
    expect(pdfPageOf(pdf, 5)).toBe(1);
    expect(pdfPageOf(pdf, 1)).toBeUndefined();
    expect(pdfPageOf({ ...pdf, path: 'readability' }, 9)).toBeUndefined();
  });

  it('resolves a citation of a PDF with its page, and writes it "p. 2 · L9" everywhere', async () => {
    const s = new BrowserSession();
    s.add({ doc: pdf, startLine: 1 });
    const [c] = resolveCitations('It takes 7.4 minutes【0†L9-L10】.', s);
    expect(c!.page).toBe(2);
    expect(linesShort(c!)).toBe('p. 2 · L9–10');
    expect(linesShort({ ...c!, endLine: 9 })).toBe('p. 2 · L9');
    expect(chipName(c!, 1)).toBe('Source 1, lab.test, page 2, lines 9 to 10');
    expect(citationText(c!, 1)).toBe('1 · lab.test, p. 2 · L9–10');
    expect(numberSources([], [c!])[0]!.pages).toEqual([2]);
    expect(await inLocale('de', () => linesShort(c!))).toBe('S. 2 · Z. 9–10');
  });
});
