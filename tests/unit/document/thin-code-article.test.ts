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

  it('is read from its region when the article is one code block and the region adds only a sentence or two', () => {
    // As a syntax highlighter frames it (kepano/defuddle codeblocks--react-syntax-highlighter-linenums): Readability
    // scores the framed block above the article; the code is long enough that the sentences around it add under half.
    const fields = ['APPLICATION_ID = "gov.example.app"', 'BUILD_TYPE = "release"', 'FLAVOR = "production"', 'VERSION_NAME = "47.0.1"', 'API_HOST = "api.example.gov"'];
    const code = ['public final class BuildConfig {', ...fields.map((f) => `    public static final String ${f};`), '    public static final boolean DEBUG = false;', '}'].join('\n');
    const doc = read(`<article><h3>BuildConfig example</h3><p>Here is the decompiled class:</p><div class="mb-4 overflow-hidden rounded-lg border"><div class="flex items-center justify-between px-4 py-2"><span>java</span><button type="button">Copy</button></div><div class="overflow-x-auto"><pre>${code}</pre></div></div><p>The app targets Android and uses the new architecture.</p></article>`);
    const text = doc.lines.join('\n');
    expect(text).toContain('VERSION_NAME = "47.0.1"');
    expect(text).toContain('The app targets Android and uses the new architecture.');
  });

  it('leaves a short prose article as Readability found it', () => {
    const doc = read(`<main><article><p>Subscribers can read the whole review of the three game-streaming services, with prices, devices and the catalogues each one offers today. It compares how each one streams, how much it costs a month, and which games run best on a phone, a laptop or a television.</p></article>
      <aside><h2>Most popular</h2><ul>${[1, 2, 3, 4, 5, 6].map((n) => `<li><a href="/a${n}">Popular story number ${n} with a long headline about something else</a></li>`).join('')}</ul></aside></main>`);
    expect(doc.path).toBe('readability');
    expect(doc.lines.join('\n')).not.toContain('Popular story');
  });
});
