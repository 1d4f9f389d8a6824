import { describe, expect, it } from 'vitest';
import { annotate, cutAtWord, spread } from '../../../scripts/annotate-segments';
import { parseHtml } from '../../../scripts/page2md-dom';
import { splitOf } from '../../bench/generalisation-corpus';

const page = `<html><body>
  <header><nav><ul><li><a href="/">Home</a></li><li><a href="/politics">Politics and government news</a></li><li><a href="/sport">Sport results and fixtures</a></li></ul></nav></header>
  <article><h1>Bridge opens</h1>
    <p>The new bridge over the river opened on Monday after three years of work.</p>
    <p>Engineers said the structure would carry twenty thousand cars a day.</p>
    <ul><li><a href="/a">A link in the story's own list of sources one</a></li></ul>
  </article>
  <aside><h2>Read more stories</h2><p>Newsletter: get the morning briefing in your inbox</p></aside>
  <footer><p>Copyright 2024 The Daily Example, all rights reserved</p></footer>
</body></html>`;
const gold = 'Bridge opens\nThe new bridge over the river opened on Monday after three years of work.\nEngineers said the structure would carry twenty thousand cars a day.\nA line of the gold text that the page does not show at all.';

describe('the segment annotator', () => {
  const segments = annotate(parseHtml(page, 'https://news.test/bridge'), gold);

  it('takes "with" segments from the gold lines the page shows', () => {
    expect(segments.with).toEqual(['The new bridge over the river opened on Monday after three years of work.', 'Engineers said the structure would carry twenty thousand cars a day.']);
  });

  it('takes "without" segments from the page’s landmarks (nav, aside, footer) that the gold lacks, not from the article', () => {
    expect(segments.without).toContain('Politics and government news');
    expect(segments.without).toContain('Newsletter: get the morning briefing in your inbox');
    expect(segments.without).toContain('Copyright 2024 The Daily Example, all rights reserved');
    expect(segments.without.join(' ')).not.toMatch(/bridge over the river|Bridge opens/);
  });

  it('leaves out labels too short to mean anything found anywhere', () => {
    expect(segments.without).not.toContain('Home');
  });

  it('spreads picks from first to last and cuts long lines at a word', () => {
    expect(spread([1, 2, 3, 4, 5, 6, 7, 8, 9], 3)).toEqual([1, 5, 9]);
    expect(cutAtWord('one two three four', 12)).toBe('one two');
  });
});

describe('the dev/test split', () => {
  it('puts a site always in the same half, and sites in both halves', () => {
    const sites = ['bbc.co.uk', 'nytimes.com', 'asahi.com', 'spiegel.de', 'lemonde.fr', 'elpais.com', 'cnn.com', 'ndtv.com'];
    expect(sites.map(splitOf)).toEqual(sites.map(splitOf));
    expect(new Set(sites.map(splitOf))).toEqual(new Set(['dev', 'test']));
  });
});

describe('a "with" segment', () => {
  it('lies in one block: gold text that runs a caption into the first paragraph keeps the paragraph’s part', () => {
    const html = '<html><body><figure><img src="a.jpg"><figcaption>Photo: Jane Doe</figcaption></figure><p>Houston has promoted its offensive coordinator to head coach on Friday.</p></body></html>';
    const { with: withs } = annotate(parseHtml(html, 'https://news.test/a'), 'Photo: Jane Doe Houston has promoted its offensive coordinator');
    expect(withs).toEqual(['Houston has promoted its offensive coordinator']);
  });
});

describe('a "without" segment', () => {
  it('occurs once in the page: a tag the story also names is no boilerplate a document could be blamed for', () => {
    const html = `<html><body><article><p>${'Words of the story. '.repeat(5)}Bernard Tapie Junior spoke on Monday.</p></article>
      <aside><ul><li><a href="/t/1">Bernard Tapie Junior</a></li><li><a href="/t/2">Olympique de Marseille</a></li><li><a href="/t/3">Football in France</a></li></ul></aside></body></html>`;
    const { without } = annotate(parseHtml(html, 'https://news.test/a'), 'Words of the story.');
    expect(without).toEqual(['Olympique de Marseille', 'Football in France']);
  });
});
