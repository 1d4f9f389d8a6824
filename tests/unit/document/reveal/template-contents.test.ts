/**
 * A `<template>`'s content is no part of the page a browser shows (template-contents.ts). Markup as an
 * Astro site writes a link's hover preview: the link, then a template holding the preview's card.
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const preview = (href: string, text: string) =>
  `<span class="tooltip-trigger"><a href="${href}">${text}</a>  <template class="tooltip-content"> <div> <a class="external-url" href="${href}"> <span>${href}</span> </a> </div> </template> </span>   `;

const documentText = (paragraph: string) =>
  htmlToDocument(
    parseHtml(`<html><head><title>Xanadu Patterns</title></head><body><main><article><h1>Xanadu Patterns</h1>
    <p>Hypertext was meant to be much more than the web we have now, with links that run both ways and documents that quote each other in place.</p>
    ${paragraph}
    <p>Most of these ideas survive in small tools, and some of them are finally coming back into the tools we use every day.</p></article></main></body></html>`),
    'https://notes.test/xanadu',
  ).lines.join('\n');

describe('templates', () => {
  it('keep the space between a link and the word after its hover preview', () => {
    const text = documentText(`<p>This system is powered by the ${preview('https://ogp.me/', 'Open Graph Protocol')} which Facebook introduced in 2010, and most sites now fill it in.</p>`);
    expect(text).toMatch(/Open Graph Protocol†ogp\.me】 which Facebook introduced/);
  });

  it('keep the space between two words with a template between them', () => {
    const text = documentText('<p>The card is stamped out <template><div class="card"><p>Loading…</p></div></template> when the reader points at the link, and never before that.</p>');
    expect(text).toContain('The card is stamped out when the reader points at the link');
  });

  it('in the head are no paragraphs of the page: Readability reads the body, not a teaser stamped out later', () => {
    // A news site's head holds the markup of a teaser card as a template; its prose outscores the story's.
    const teaser = '<p>Lorem teaser text, long and full of commas, written to fill a card that a script shows later, somewhere, maybe never.</p>'.repeat(8);
    const story = '<p>The harbour ferry will run every twenty minutes from Monday, the city said, after a winter of cancellations that left commuters waiting on the pier.</p>'.repeat(3);
    const html = `<html><head><title>Ferry timetable</title><template id="teaser-card"><div class="card">${teaser}</div></template></head><body><div class="page"><article><h1>Ferry timetable</h1>${story}</article></div></body></html>`;
    const doc = htmlToDocument(parseHtml(html, 'https://city.test/ferry'), 'https://city.test/ferry');
    expect(doc.path).toBe('readability');
    expect(doc.lines.join('\n')).toContain('The harbour ferry will run every twenty minutes');
    expect(doc.lines.join('\n')).not.toContain('Lorem teaser');
  });
});
