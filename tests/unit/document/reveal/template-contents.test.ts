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
});
