import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { dropScrollUtilities, mayNameScrolling } from '../../../../src/core/document/reveal/scroll-utilities';

const para = (topic: string) => `<p>Compose sets up one network for your app, and each container joins it under its service's name, so the ${topic} can reach the database by name.</p>`;

/** A docs page as a Tailwind site writes it: every section heading offset for the sticky bar, code in a scrolling box. */
function docsPage(headingClass: string, codeClass: string): string {
  const section = (title: string, id: string) =>
    `<h2 class="${headingClass}" id="${id}"><a href="#${id}">${title}</a></h2>${para(title)}<div class="${codeClass}"><pre><code>services:\n  web:\n    networks: [${id}]</code></pre></div>${para(id)}`;
  const html = `<html><head><title>Networking</title></head><body><main><article class="prose">${section('Link containers', 'link-containers')}${section('Specify custom networks', 'custom-networks')}${section('Use an existing network', 'existing-network')}</article></main></body></html>`;
  return htmlToDocument(parseHtml(html, 'https://docs.test/networking'), 'https://docs.test/networking').lines.join('\n');
}

describe('dropScrollUtilities', () => {
  it('keeps the section headings and code boxes a utility class names for how they scroll', () => {
    const out = docsPage('scroll-mt-20 flex items-center gap-2', 'group relative overflow-x-scroll');
    for (const heading of ['Link containers', 'Specify custom networks', 'Use an existing network']) expect(out).toMatch(new RegExp(`^## .*${heading}`, 'm'));
    expect(out).toContain('networks: [custom-networks]');
  });

  it('takes out only the names that say how an element scrolls', () => {
    const doc = parseHtml('<div class="md:scroll-mt-[72px] _scroll-py-4 scroll-smooth overscroll-x-contain hide-scrollbar card"></div><div class="rf-cards-scroller horizontal-scroll scroll-gallery"></div>', 'https://docs.test/');
    const [a, b] = Array.from(doc.querySelectorAll('div'));
    expect(mayNameScrolling(a!, 'DIV', a!.getAttribute('class')!)).toBe(true);
    dropScrollUtilities([a!, b!]);
    expect(a!.getAttribute('class')).toBe('card');
    expect(b!.getAttribute('class')).toBe('rf-cards-scroller horizontal-scroll scroll-gallery');
  });
});
