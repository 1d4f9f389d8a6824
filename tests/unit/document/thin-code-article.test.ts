/**
 * A short page of prose and code (shaped as kepano/defuddle's code-block fixtures): Readability keeps
 * one code block and drops the sentences that introduce it; the page's region is read instead.
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../src/core/document/html-to-document';

const read = (body: string) => htmlToDocument(parseHtml(`<html><head><title>Tutorial</title></head><body><nav><a href="/">Home</a> <a href="/blog">Blog</a></nav>${body}<footer>© Example</footer></body></html>`), 'https://code.test/post');

describe('a short article that is mostly code', () => {
  it('is read from its region with the sentences around the code', () => {
    const doc = read(`<article><h3>Imports</h3><p>First, import the required modules:</p><div class="highlight"><pre>import torch\nfrom torch import nn</pre></div>
      <p>Then define the model:</p><div class="highlight"><pre>class Model(nn.Module):\n    def __init__(self):\n        super().__init__()</pre></div></article>`);
    const text = doc.lines.join('\n');
    expect(text).toContain('First, import the required modules:');
    expect(text).toContain('Then define the model:');
    expect(text).toContain('import torch');
    expect(text).toContain('super().__init__()');
    expect(text).not.toContain('Blog');
    expect(doc.path).toBe('fallback');
  });

  it('leaves a short prose article as Readability found it', () => {
    const doc = read(`<main><article><p>Subscribers can read the whole review of the three game-streaming services, with prices, devices and the catalogues each one offers today. It compares how each one streams, how much it costs a month, and which games run best on a phone, a laptop or a television.</p></article>
      <aside><h2>Most popular</h2><ul>${[1, 2, 3, 4, 5, 6].map((n) => `<li><a href="/a${n}">Popular story number ${n} with a long headline about something else</a></li>`).join('')}</ul></aside></main>`);
    expect(doc.path).toBe('readability');
    expect(doc.lines.join('\n')).not.toContain('Popular story');
  });
});
