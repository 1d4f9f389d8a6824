import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const prose = '<p>Tempor incididunt ut labore et dolore magna aliqua, ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat, duis aute irure dolor.</p>'.repeat(4);
const standfirst = 'How the delta’s river moved east in one spring, and what the station’s gauges saw of it.';

function lines(body: string, description: string): string[] {
  const html = `<html><head><title>The river moved east</title><meta name="description" content="${description}"></head><body>${body}</body></html>`;
  return htmlToDocument(parseHtml(html, 'https://blog.test/post'), 'https://blog.test/post').lines.filter((l) => l.trim() !== '');
}

/** A headline block with the standfirst beside share buttons, then the story's own section (no name says standfirst: the description is the test). */
const page = (lead: string) =>
  `<main><div class="top"><time>May 2</time><h1>The river moved east</h1></div><div class="box"><div><p>${lead}</p></div><div><button aria-label="Share"></button></div></div><section class="body"><div>${prose}</div></section></main>`;

describe('noteStandfirst', () => {
  it('puts the paragraph that repeats the page’s description back before the story it sums up', () => {
    const out = lines(page(standfirst), standfirst);
    expect(out[0]).toBe(standfirst);
    expect(out[1]).toMatch(/^Tempor incididunt/);
  });

  it('takes a description cut short for the paragraph it begins', () => {
    expect(lines(page(standfirst), `${standfirst.slice(0, 60)}…`)[0]).toBe(standfirst);
  });

  it('leaves out a short line the description does not repeat, and never says the standfirst twice', () => {
    expect(lines(page('Share this story with a friend.'), standfirst).join('\n')).not.toContain('Share this story');
    const kept = lines(`<article><p>${standfirst}</p>${prose}</article>`, standfirst);
    expect(kept.filter((l) => l === standfirst)).toHaveLength(1);
  });

  it('takes a subheading or a bare box of text that repeats the description, as a paragraph', () => {
    const header = (lead: string) => `<main><header><h1>The river moved east</h1>${lead}<p class="byline">By Ana Ruiz, May 2</p></header><article class="body"><div>${prose}</div></article></main>`;
    for (const lead of [`<h2 class="subtitle">${standfirst}</h2>`, `<div class="lead">${standfirst}</div>`, `<h3><span>${standfirst}</span></h3>`]) {
      const out = lines(header(lead), standfirst);
      expect(out[0], lead).toBe(standfirst);
      expect(out[1], lead).toMatch(/^Tempor incididunt/);
    }
  });

  it('puts the standfirst before the story when the text after it (a byline) is not in the article', () => {
    const body = `<main><div class="head"><h1>The river moved east</h1><p class="dek">${standfirst}</p><span class="byline">By Ana Ruiz</span></div><section class="body"><div>${prose}</div></section></main>`;
    const out = lines(body, standfirst);
    expect(out[0]).toBe(standfirst);
    expect(out.join('\n')).not.toContain('Ana Ruiz');
  });

  it('takes a description that begins the standfirst or adds a sentence to it, but not a short label it begins', () => {
    // No headline: the first prose under it (noteFirstProse) would bring the standfirst back whatever the description says.
    const headless = (lead: string) => page(lead).replace(/<h1>.*?<\/h1>/, '');
    expect(lines(headless(standfirst), standfirst.slice(0, 70))[0]).toBe(standfirst);
    expect(lines(headless(standfirst), `${standfirst} Read the station’s full report inside.`)[0]).toBe(standfirst);
    expect(lines(headless(standfirst), `${standfirst} ${'More words the page adds to its description for search engines. '.repeat(3)}`)[0]).not.toBe(standfirst);
  });

  it('reads a box only for its own text, not a wrapper around the standfirst’s paragraph', () => {
    const out = lines(`<main><div class="box"><p>${standfirst}</p></div><section class="body"><div>${prose}</div></section></main>`, standfirst);
    expect(out.filter((l) => l === standfirst)).toHaveLength(1);
  });

  it('puts a subheading back as a paragraph, not the box around it with the heading inside', () => {
    const body = `<main><header><h1>The river moved east</h1><div class="description"><h2 itemprop="description">${standfirst}</h2><div><meta itemprop="name" content="The Gazette"></div></div></header><section class="body"><div>${prose}</div></section></main>`;
    const out = lines(body, standfirst);
    expect(out[0]).toBe(standfirst);
  });

  describe('by its name, when the description says something else', () => {
    const other = 'All the news from the delta, every day, from our reporters on the river.';
    const header = (lead: string, before = '') => `<main>${before}<header><h1>The river moved east</h1>${lead}<p class="byline">By Ana Ruiz, May 2</p></header><article class="body"><div>${prose}</div></article></main>`;

    it('puts back the element after the headline that the page names a standfirst, in any of the usual names', () => {
      for (const lead of [`<p class="article-lead">${standfirst}</p>`, `<div class="detail__excerpt">${standfirst}</div>`, `<h2 class="subHeadline">${standfirst}</h2>`, `<p class="strapline">A big shift, with some room</p>`]) {
        const out = lines(header(lead), other);
        expect(out[0], lead).toBe(lead.replace(/<[^>]+>/g, ''));
        expect(out[1], lead).toMatch(/^Tempor incididunt/);
      }
    });

    it('takes the text of a heading group beside its headline', () => {
      const body = `<main><article><hgroup><h1>The river moved east</h1><p>${standfirst}</p></hgroup><div class="body">${prose}</div></article></main>`;
      expect(lines(body, other)[0]).toBe(standfirst);
    });

    it('takes no box of that name above the headline, none that is mostly a link, and none shorter than a line', () => {
      // In a sidebar Readability drops: only this rule could bring it back.
      expect(lines(header('', `<div class="sidebar"><p class="summary">${standfirst}</p></div>`), other).join('\n')).not.toContain(standfirst);
      expect(lines(header(`<p class="summary"><a href="/delta">${standfirst}</a></p>`), other).join('\n')).not.toContain(standfirst);
      expect(lines(header('<p class="lead">Updated</p>'), other).join('\n')).not.toContain('Updated');
    });

    it('says a standfirst the description found once, though its name finds it too', () => {
      const out = lines(header(`<p class="standfirst">${standfirst}</p>`), standfirst);
      expect(out.filter((l) => l === standfirst)).toHaveLength(1);
    });
  });

  describe('by its place, when the page neither describes nor names it', () => {
    const other = 'All the news from the delta, every day, from our reporters on the river.';
    const header = (lead: string) => `<main><header><h1>The river moved east</h1>${lead}<p class="byline">By Ana Ruiz, May 2</p></header><article class="body"><div>${prose}</div></article></main>`;

    it('puts back the first block of prose under the headline, whatever its name', () => {
      for (const lead of [`<p>${standfirst}</p>`, `<div class="x-9f"><span>${standfirst}</span></div>`, `<h2>${standfirst}</h2>`]) {
        const out = lines(header(lead), other);
        expect(out[0], lead).toBe(standfirst);
        expect(out[1], lead).toMatch(/^Tempor incididunt/);
      }
    });

    it('takes no caption, byline, date, linked card, hidden text or short line', () => {
      const leads = [
        `<figure><img src="/river.jpg" alt=""><figcaption>${standfirst}</figcaption></figure>`,
        `<p class="author-bio">${standfirst}</p>`,
        `<div class="article-date"><span>${standfirst}</span></div>`,
        `<a href="/other-story"><p>${standfirst}</p></a>`,
        `<p hidden>${standfirst}</p>`,
        `<div style="display: none"><p>${standfirst}</p></div>`,
        `<div class="video-player"><p>${standfirst}</p></div>`,
      ];
      for (const lead of leads) expect(lines(header(lead), other).join('\n'), lead).not.toContain(standfirst);
      expect(lines(header('<p>Updated May 2, 2024 at 10:15</p>'), other).join('\n')).not.toContain('Updated');
    });

    it('puts nothing back when the first prose is the story’s own first paragraph, though the story’s copy of it was changed', () => {
      // The cleaning drops a pronunciation it reads as a pop-up's (a Wikipedia lead): the texts differ, the element is the same.
      const body = `<main><h1>The river moved east</h1><div class="body"><p>The <b>delta</b> (<span class="IPA nopopups noexcerpt">/ˈdɛltə/</span>) moved east in one spring, and the station’s gauges saw all of it.</p>${prose}</div></main>`;
      const out = lines(body, other);
      expect(out.filter((l) => l.includes('moved east in one spring'))).toHaveLength(1);
    });
  });
});
