import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const prose = '<p>Tempor incididunt ut labore et dolore magna aliqua, ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat, duis aute irure dolor.</p>'.repeat(4);
const standfirst = 'How the delta’s river moved east in one spring, and what the station’s gauges saw of it.';

function lines(body: string, description: string): string[] {
  const html = `<html><head><title>The river moved east</title><meta name="description" content="${description}"></head><body>${body}</body></html>`;
  return htmlToDocument(parseHtml(html, 'https://blog.test/post'), 'https://blog.test/post').lines.filter((l) => l.trim() !== '');
}

/** A headline block with the standfirst beside share buttons, then the story's own section. */
const page = (lead: string) =>
  `<main><div class="top"><time>May 2</time><h1>The river moved east</h1></div><div class="dek"><div><p>${lead}</p></div><div><button aria-label="Share"></button></div></div><section class="body"><div>${prose}</div></section></main>`;

describe('noteStandfirst', () => {
  it('puts the paragraph that repeats the page’s description back before the story it sums up', () => {
    const out = lines(page(standfirst), standfirst);
    expect(out[0]).toBe(standfirst);
    expect(out[1]).toMatch(/^Tempor incididunt/);
  });

  it('takes a description cut short for the paragraph it begins', () => {
    expect(lines(page(standfirst), `${standfirst.slice(0, 60)}…`)[0]).toBe(standfirst);
  });

  it('leaves out a paragraph the description does not repeat, and never says the standfirst twice', () => {
    expect(lines(page('Share this story with a friend who likes rivers and gauges.'), standfirst).join('\n')).not.toContain('Share this story');
    const kept = lines(`<article><p>${standfirst}</p>${prose}</article>`, standfirst);
    expect(kept.filter((l) => l === standfirst)).toHaveLength(1);
  });
});
