import TurndownService from 'turndown';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { COMMENT_DEPTH } from '../../../../src/core/document/choose/comment-threads';
import { createMarkdownConverter } from '../../../../src/core/document/markdown/markdown-converter';
import { LinkCollector } from '../../../../src/core/document/markdown/quote-links';
import { dispatchRulesByTag, onlyOnTags } from '../../../../src/core/document/markdown/rules-by-tag';

type Rules = { forNode(node: HTMLElement): TurndownService.Rule };

/** Turndown's own lookup: every rule's filter in turn. */
const turndownsLookup = (service: TurndownService, node: HTMLElement) =>
  (Object.getPrototypeOf(service.rules) as Rules).forNode.call(service.rules, node);

/** Elements each of our rules (and turndown's and the GFM plugin's) is for, and look-alikes that are not. */
const PAGE = `
  <p>Text <a href="/x">link</a> <a name="anchor">no href</a> <a href="/y"><img src="y.png" alt="logo"></a></p>
  <pre><code class="language-js">let x = 1;</code></pre><pre>plain <a href="/z">z</a></pre>
  <p><code>inline</code> <code><pre>block in code</pre></code> <code><table><tr><td>1</td></tr></table></code></p>
  <p>x<sup>2</sup> note<sup>[a]</sup> <sub>1</sub> <del>gone</del> <s>old</s> <strike>was</strike></p>
  <svg><text>axis</text></svg> <svg><path d="M0 0"/></svg>
  <div ${COMMENT_DEPTH}="1"><p>a comment</p></div><div>plain div</div>
  <ul><li><input type="checkbox" checked> done</li><li><span role="checkbox" aria-checked="false"></span> todo</li>
  <li><label><input type="checkbox"> in label</label></li><li></li></ul>
  <ol><li>one</li></ol><blockquote>quoted</blockquote><hr><br>
  <table><caption>cap</caption><thead><tr><th>h</th></tr></thead><tbody><tr><td>c</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>
  <h1>H</h1><h3>h3</h3><em>e</em><i>i</i><strong>s</strong><b>b</b><img src="i.png" alt="i">
  <script>1</script><style>p{}</style><noscript>n</noscript><iframe></iframe><button>b</button><select></select>
  <span>span</span><section>s</section><custom-tag>c</custom-tag><figure><figcaption>f</figcaption></figure>
  <dl><dt>t</dt><dd>d</dd></dl><video></video><picture><source srcset="a.png"></picture><mark>m</mark>`;

describe('rules by tag', () => {
  const dom = parseHtml(`<html><body><div id="article">${PAGE}</div></body></html>`, 'https://x.test/');
  const elements = Array.from(dom.querySelectorAll('#article *')) as unknown as HTMLElement[];

  it('gives every element the rule turndown’s own lookup gives it', () => {
    const service = createMarkdownConverter(new LinkCollector('https://x.test/', 'https://x.test/'));
    expect(elements.length).toBeGreaterThan(80);
    for (const el of elements) expect(service.rules.forNode(el), el.outerHTML).toBe(turndownsLookup(service, el));
    const blank = Object.assign(elements[0]!.cloneNode(true) as HTMLElement, { isBlank: true });
    expect(service.rules.forNode(blank)).toBe(turndownsLookup(service, blank));
  });

  it('tries a filter declared for some tags only on those, and any other filter on every element', () => {
    const service = new TurndownService();
    const tried: string[] = [];
    service.addRule('forP', { filter: onlyOnTags(['p'], (node) => (tried.push(`p:${node.nodeName}`), false)), replacement: () => 'P' });
    service.addRule('anywhere', { filter: (node) => (tried.push(`any:${node.nodeName}`), false), replacement: () => 'ANY' });
    dispatchRulesByTag(service);
    const [p, span] = [dom.querySelector('#article p')!, dom.querySelector('#article span')!] as unknown as HTMLElement[];
    service.rules.forNode(span!);
    service.rules.forNode(p!);
    expect(tried).toEqual(['any:SPAN', 'any:P', 'p:P']);
  });

  it('keeps the order of rules: a later-added rule for any element still wins over an earlier one for the tag', () => {
    const service = new TurndownService();
    dispatchRulesByTag(service);
    const p = dom.querySelector('#article p') as unknown as HTMLElement;
    expect(service.rules.forNode(p)).toBe(turndownsLookup(service, p));
    // Rules added after the first lookup count too.
    service.addRule('everyP', { filter: (node) => node.nodeName === 'P', replacement: () => 'mine' });
    expect(service.rules.forNode(p).replacement?.('', p, {})).toBe('mine');
    service.keep(['span']);
    const span = dom.querySelector('#article span') as unknown as HTMLElement;
    expect(service.rules.forNode(span)).toBe(turndownsLookup(service, span));
    expect(service.rules.forNode(span)).not.toBe(turndownsLookup(new TurndownService(), span));
  });
});
