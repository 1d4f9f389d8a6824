import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { flattenHeadingBlocks } from '../../../../src/core/document/clean/heading-blocks';
import { prepareContent } from '../../../../src/core/document/reveal/prepare-content';

const para = (n: number) =>
  `<div class="longform-unstyled"><div class="public-DraftStyleDefault-block"><span data-text="true">Paragraph ${n} is about vaults, notes and agents that read markdown files and link them to each other.</span></div></div>`;
/** An article as a Draft.js editor (X articles) writes it. */
const draft = `<article><div>${para(1)}${para(2)}<h2 class="longform-header-two"><div class="public-DraftStyleDefault-block"><span data-text="true">what is a vault?</span></div></h2>${para(3)}${para(4)}</div></article>`;
const doc = (body: string) => htmlToDocument(parseHtml(`<html><head><title>Notes</title></head><body>${body}</body></html>`, 'https://x.test/a'), 'https://x.test/a').lines.join('\n');

describe('section headings Readability would lose or break', () => {
  it("keeps an article's h2 named 'header' and writes it as one heading line", () => {
    expect(doc(draft)).toMatch(/other\.\n\n## what is a vault\?\n\nParagraph 3/);
  });

  it('renames "header" in the names of h2–h6 only, not in the page header, and not other elements', () => {
    const dom = parseHtml(`<html><body><header><h2 class="site-header__title">Site</h2></header><div class="post-header"><h1 class="entry-header">Title</h1><h3 id="section-header-2" class="block-header">Pros</h3></div></body></html>`, 'https://x.test/');
    prepareContent(dom.body);
    expect(dom.querySelector('h3')!.getAttribute('class')).toBe('block-heading');
    expect(dom.querySelector('h3')!.id).toBe('section-heading-2');
    expect(dom.querySelector('header h2')!.getAttribute('class')).toBe('site-header__title');
    expect(dom.querySelector('h1')!.getAttribute('class')).toBe('entry-header');
    expect(dom.querySelector('.post-header')).not.toBeNull();
  });

  it("unwraps blocks inside a heading into one line, and leaves a heading's inline markup alone", () => {
    const dom = parseHtml(`<html><body><div id="a"><h2><div>Part <p>one</p></div></h2><h3>Keep <em>this</em> <a href="/x">link</a></h3></div></body></html>`, 'https://x.test/');
    const a = dom.querySelector('#a')!;
    flattenHeadingBlocks(a);
    expect(a.querySelector('h2')!.children).toHaveLength(0);
    expect(a.querySelector('h2')!.textContent!.replace(/\s+/g, ' ').trim()).toBe('Part one');
    expect(a.querySelector('h3')!.innerHTML).toBe('Keep <em>this</em> <a href="/x">link</a>');
  });
});
