import { Readability } from '@mozilla/readability';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { answerCheaply, SHORT_BOX_CHARS, type ShortcutInternals } from '../../../../src/core/document/choose/readability-shortcuts';
import { loadCorpus } from '../../../bench/corpus-quality';

const require = createRequire(import.meta.url);

type Checks = Required<Pick<ShortcutInternals, '_isValidByline' | '_isProbablyVisible'>>;

/** Readability's own checks and the shortcuts, on the same document. */
function bothReaders(doc: Document): { own: Checks; cheap: Checks } {
  const own = new Readability(doc) as unknown as Checks;
  const cheap = new Readability(doc) as unknown as Checks;
  answerCheaply(cheap);
  return { own, cheap };
}

/**
 * Every element's answer from both, as Readability asks it (its match string is class and id) and reads
 * it (as true or false: Readability's own checks may answer '' or undefined for false).
 */
function answers(html: string): { own: string[]; cheap: string[] } {
  const doc = parseHtml(html, 'https://example.test/page');
  const { own, cheap } = bothReaders(doc);
  const out = { own: [] as string[], cheap: [] as string[] };
  for (const el of Array.from(doc.querySelectorAll('*'))) {
    const match = `${el.className} ${el.id}`;
    out.own.push(`${el.localName} byline=${Boolean(own._isValidByline(el, match))} visible=${Boolean(own._isProbablyVisible(el))}`);
    out.cheap.push(`${el.localName} byline=${Boolean(cheap._isValidByline(el, match))} visible=${Boolean(cheap._isProbablyVisible(el))}`);
  }
  return out;
}

describe('answerCheaply', () => {
  it('answers as Readability does on every element of the corpus pages', () => {
    const pages = loadCorpus().slice(0, 25);
    expect(pages.length).toBe(25);
    for (const page of pages) {
      const { own, cheap } = answers(page.source);
      expect(cheap, page.name).toEqual(own);
    }
  });

  it('answers as Readability does for each way an element is a byline or hidden', () => {
    const html = `<html><body>
      <a rel="author" href="/me">Ann Lee</a><span itemprop="author">Bo Chen</span><p class="byline">By Cy Diaz</p>
      <div id="p-author"></div><p class="byline">${'x'.repeat(120)}</p><p class="story">Not a byline</p>
      <div style="display:none">gone</div><div style="visibility: hidden">gone</div><div style="color: red">shown</div>
      <div hidden>gone</div><div aria-hidden="true">gone</div><div aria-hidden="false">shown</div>
      <img aria-hidden="true" class="mwe-math-fallback-image-inline" src="f.png">
      <svg aria-hidden="true"><g class="fallback-image"></g></svg>
    </body></html>`;
    const { own, cheap } = answers(html);
    expect(cheap).toEqual(own);
    // The cases above are not all alike: each answer is given both ways.
    expect(own.some((a) => a.includes('byline=true'))).toBe(true);
    expect(own.some((a) => a.includes('visible=false'))).toBe(true);
    expect(own.filter((a) => a.includes('byline=true'))).toHaveLength(3);
  });

  it('finds boxes empty as Readability does, on every element of the corpus pages and of edge cases', () => {
    const edge = `<html><body>
      <div id="e1"></div><div id="e2">   \n\t </div><div id="e3"><br><hr></div><div id="e4"><span> </span></div>
      <div id="e5"><!-- a comment --></div><div id="e6">\u00a0</div><div id="e7"><p></p><p>x</p></div>
      <section id="e8"><img src="a.png"></section><div id="e9"><span><b> </b></span><i>deep</i></div>
    </body></html>`;
    const docs = [...loadCorpus().slice(0, 25).map((p) => p.source), edge].map((html) => parseHtml(html, 'https://example.test/page'));
    let empty = 0;
    for (const doc of docs) {
      const own = new Readability(doc) as unknown as Required<ShortcutInternals>;
      const cheap = new Readability(doc) as unknown as Required<ShortcutInternals>;
      answerCheaply(cheap);
      for (const el of Array.from(doc.querySelectorAll('*'))) {
        const answer = Boolean(own._isElementWithoutContent(el));
        expect(Boolean(cheap._isElementWithoutContent(el)), el.outerHTML.slice(0, 80)).toBe(answer);
        if (answer) empty++;
      }
    }
    // Both answers are given: boxes are found empty (e1–e4, e6 is a no-break space: white space), and not.
    expect(empty).toBeGreaterThan(5);
  });

  it('answers the text blocks\' and headings\' shares as Readability\'s cleaning reads them, on every element of the corpus pages', () => {
    const textish = ['SPAN', 'LI', 'TD', 'BLOCKQUOTE', 'DL', 'DIV', 'IMG', 'OL', 'P', 'PRE', 'TABLE', 'UL'];
    const withHeadings = [...textish, 'H1', 'H2', 'H3', 'H4', 'H5', 'H6'];
    const headings = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
    const edge = `<html><body>
      <div id="e1"><b>bold only</b></div><div id="e2"><span>  </span>direct text</div><div id="e3"><h2>Heading only</h2></div>
      <div id="e4"><p>\u00a0</p><a>link</a></div><div id="e5"><h3>A short one</h3>x</div><div id="e6"><h3>Half</h3>${'y'.repeat(30)}</div>
    </body></html>`;
    const docs = [...loadCorpus().slice(0, 25).map((p) => p.source), edge].map((html) => parseHtml(html, 'https://example.test/page'));
    const seen = { zero: 0, some: 0, shortBoxes: 0 };
    for (const doc of docs) {
      type Densities = Required<ShortcutInternals> & { _getInnerText: (e: Element, normalizeSpaces: boolean) => string };
      const own = new Readability(doc) as unknown as Densities;
      const cheap = new Readability(doc) as unknown as Densities;
      answerCheaply(cheap);
      for (const el of Array.from(doc.querySelectorAll('*'))) {
        const where = el.outerHTML.slice(0, 80);
        for (const tags of [textish, withHeadings]) {
          const answer = own._getTextDensity(el, tags) === 0;
          expect(cheap._getTextDensity(el, tags) === 0, where).toBe(answer);
          seen[answer ? 'zero' : 'some']++;
        }
        if (own._getInnerText(el, true).length < SHORT_BOX_CHARS) {
          expect(cheap._getTextDensity(el, headings), where).toBe(own._getTextDensity(el, headings));
          seen.shortBoxes++;
        }
      }
    }
    expect(seen.zero).toBeGreaterThan(100);
    expect(seen.some).toBeGreaterThan(100);
    expect(seen.shortBoxes).toBeGreaterThan(100);
  });

  it('is told if Readability\'s cleaning reads the densities otherwise than these shortcuts assume', () => {
    const source = readFileSync(require.resolve('@mozilla/readability/Readability.js'), 'utf8');
    // Each density is read in one place: the text blocks' as "is it 0?", the headings' beside a length under 25.
    expect(source.match(/\btextDensity\b(?![=$])/g)?.length).toBe(3);
    expect(source).toContain('img === 0 && textDensity === 0');
    expect(source.match(/\bheadingDensity\b(?![=$])/g)?.length).toBe(3);
    expect(source).toMatch(/headingDensity < 0\.9 &&\s*contentLength < 25 &&/);
  });

  it('leaves a Readability without the expected methods alone', () => {
    const internals: ShortcutInternals = {};
    answerCheaply(internals);
    expect(internals).toEqual({});
  });
});
