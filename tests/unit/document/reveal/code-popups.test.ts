/**
 * What code shows on hover stays out of the code's text (markup shaped as Shiki Twoslash's output
 * and kepano/defuddle's Lean Verso fixture).
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { prepareContent } from '../../../../src/core/document/reveal/prepare-content';

const textAfter = (html: string) => {
  const dom = parseHtml(`<html><body>${html}</body></html>`);
  prepareContent(dom.body);
  return Array.from(dom.querySelectorAll('body > pre, body > code')).map((c) => c.textContent);
};

describe('popups in code', () => {
  it('drops Twoslash’s type popups and keeps the code exact', () => {
    const hover = (name: string, type: string) =>
      `<span class="twoslash-hover"><span class="twoslash-popup-container"><code class="twoslash-popup-code">${type}</code><div class="twoslash-popup-docs">Docs.</div></span>${name}</span>`;
    const html = `<pre class="shiki twoslash"><code><span class="line">const ${hover('x', 'const x: number')} = 1;</span>\n<span class="line">  ${hover('log', '(method) log(): void')}(x);</span></code></pre>`;
    expect(textAfter(html)).toEqual(['const x = 1;\n  log(x);']);
  });

  it('drops Verso’s hover info from a Lean command', () => {
    const html = '<code class="hl lean block"><span class="has-info"><span class="hover-container"><span class="hover-info messages"><code class="verso-message">Nat : Type</code></span></span><a href="#"><span class="keyword token">#check</span></a></span><span class="inter-text"> </span><span class="const token">Nat</span></code>';
    expect(textAfter(html)).toEqual(['#check Nat']);
  });

  it('keeps a popup the page shows for good (a persisted query) and code outside popups', () => {
    const html = '<pre><code><span class="twoslash-hover twoslash-query-persisted"><span class="twoslash-popup-container">const x: 1</span>x</span> + <span class="token tooltip-free">y</span></code></pre>';
    expect(textAfter(html)).toEqual(['const x: 1x + y']);
  });
});
