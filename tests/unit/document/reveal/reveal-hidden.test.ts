/**
 * Content that scripts would reveal, read from the static HTML: one test per rule, on markup shaped as
 * the real pages in tests/fixtures/real-pages/defuddle have it (React streaming SSR, aria-hidden main,
 * noscript images, overlays), and the cases where hidden things must stay hidden.
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { revealHidden } from '../../../../src/core/document/reveal/reveal-hidden';

const para = (n: number) =>
  `<p>Paragraph ${n} of the article explains how widget systems allocate context objects, track state and subscriptions, and clean up when unmounting, in plain words.</p>`;
const article = [1, 2, 3, 4].map(para).join('');
const text = (html: string) => htmlToDocument(parseHtml(html), 'https://site.test/post').lines.join('\n');

describe('revealHidden', () => {
  it('puts a streamed React segment where its boundary placeholder is, replacing the fallback', () => {
    const html = `<html><head><title>Widgets explained</title></head><body><main><h1>Widgets explained</h1>
      <div id="body"><!--$?--><template id="B:0"></template><div class="skeleton">Loading…</div><!--/$--></div><p id="after">The end.</p></main>
      <div hidden id="S:0">${article}</div><script>$RC("B:0","S:0")</script></body></html>`;
    const dom = parseHtml(html);
    revealHidden(dom.body);
    const body = dom.querySelector('#body')!;
    expect(body.textContent).toContain('Paragraph 1 of the article');
    expect(body.textContent).not.toContain('Loading');
    expect(dom.querySelector('[id="S:0"]')).toBeNull();
    expect(dom.querySelector('template')).toBeNull();
    const doc = text(html);
    expect(doc).toContain('Paragraph 4 of the article');
    expect(doc.indexOf('Paragraph 4')).toBeLessThan(doc.indexOf('The end.'));
  });

  it('places a completed segment ($RS) at its P: placeholder, and pairs by number when the script is gone', () => {
    const dom = parseHtml(`<html><body><div id="a"><template id="P:1"></template></div><div hidden id="S:1"><p>Streamed later.</p></div><script>$RS("S:1","P:1")</script>
      <div id="b"><template id="B:2"></template><!--/$--></div><div hidden id="S:2"><p>Matched by number.</p></div></body></html>`);
    revealHidden(dom.body);
    expect(dom.querySelector('#a')!.textContent).toBe('Streamed later.');
    expect(dom.querySelector('#b')!.textContent).toBe('Matched by number.');
  });

  it('keeps what follows a boundary placeholder when the page was saved without its <!--/$--> markers', () => {
    // As a saved page of a React site has it (comments stripped): the shell's placeholders sit at the
    // body's start, the header and later segments after them; nothing delimits a fallback.
    const html = `<html><head><title>Simulators</title></head><body><div hidden><template id="B:0"></template></div><template id="B:1"></template>
      <div hidden id="S:1"><header><a href="/">SITE</a></header><main><h1>Simulators</h1><template id="B:3"></template></main></div>
      <div hidden id="S:3">${article}</div></body></html>`;
    const dom = parseHtml(html);
    revealHidden(dom.body);
    expect(dom.querySelector('main')!.textContent).toContain('Paragraph 4 of the article');
    expect(text(html)).toContain('Paragraph 1 of the article');
  });

  it('still removes a fallback up to its <!--/$--> end, nested boundaries included', () => {
    const dom = parseHtml(`<html><body><div id="a"><template id="B:0"></template><div>Loading</div><!--$--><span>inner</span><!--/$--><!--/$--><p>After.</p></div>
      <div hidden id="S:0"><p>Real content.</p></div><script>$RC("B:0","S:0")</script></body></html>`);
    revealHidden(dom.body);
    expect(dom.querySelector('#a')!.textContent!.replace(/\s+/g, ' ').trim()).toBe('Real content.After.');
  });

  it('shows an aria-hidden main when nothing visible holds the content', () => {
    const html = `<html><head><title>Invitation to build</title></head><body><main><div class="overlay" aria-hidden="true"><h1>Invitation</h1>${article}</div>
      <div id="fps">FPS: --</div><div>EXAMPLE INC.</div></main></body></html>`;
    expect(text(html)).toContain('Paragraph 3 of the article');
  });

  it('shows hidden and display:none main content, and drops the dialog laid over it', () => {
    const html = `<html><head><title>A post</title></head><body><div role="dialog" aria-modal="true"><p>Subscribe to read more. We value your privacy.</p></div>
      <div id="app" style="display:none"><article>${article}</article></div></body></html>`;
    const doc = text(html);
    expect(doc).toContain('Paragraph 2 of the article');
    expect(doc).not.toContain('Subscribe');
  });

  it('leaves hidden things hidden when the visible page has the content', () => {
    const html = `<html><head><title>A post</title></head><body><article>${article}</article>
      <div hidden><p>${'Hidden draft text that no reader sees on this page at all. '.repeat(3)}</p></div>
      <p style="display: none">Also invisible to a reader of the page.</p></body></html>`;
    const doc = text(html);
    expect(doc).toContain('Paragraph 1 of the article');
    expect(doc).not.toContain('Hidden draft');
    expect(doc).not.toContain('Also invisible');
  });

  it('never shows what is hidden inside a drawing: that is not the page\'s text', () => {
    const words = 'A label drawn in the chart that no reader reads as the story of this page. '.repeat(4);
    const dom = parseHtml(`<html><body><svg><g aria-hidden="true"><text>${words}</text></g></svg><p>Short page.</p></body></html>`);
    revealHidden(dom.body);
    expect(dom.querySelector('g')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('does not count a hidden block\'s scripts, styles and drawings as text it would reveal', () => {
    const code = 'window.__state = {"article": "a long serialised state the page hydrates from"}; '.repeat(6);
    const dom = parseHtml(`<html><body><div hidden><div><script>${code}</script><noscript><svg><text>${code}</text></svg></noscript><style>.a{color:red}</style><p>Short.</p></div></div><p>Short page.</p></body></html>`);
    revealHidden(dom.body);
    expect(dom.querySelector('body > div')!.hasAttribute('hidden')).toBe(true);
  });

  it('does not reveal a hidden menu (mostly links) on a thin page', () => {
    const links = Array.from({ length: 30 }, (_, i) => `<li><a href="/section/${i}">Section number ${i}</a></li>`).join('');
    const dom = parseHtml(`<html><body><nav hidden><ul>${links}</ul></nav><p>Short page.</p></body></html>`);
    revealHidden(dom.body);
    expect(dom.querySelector('nav')!.hasAttribute('hidden')).toBe(true);
  });

  it('replaces an image placeholder with the image in the noscript after it', () => {
    const dom = parseHtml(`<html><body><figure><img alt="Diagram" src="data:image/gif;base64,R0lGOD"><noscript><img alt="Diagram" src="/diagram.png"></noscript></figure>
      <figure><div class="lazy"></div><noscript><img alt="Photo" src="/photo.jpg"></noscript></figure></body></html>`);
    revealHidden(dom.body);
    const srcs = Array.from(dom.querySelectorAll('img'), (i) => i.getAttribute('src'));
    expect(srcs).toEqual(['/diagram.png', '/photo.jpg']);
    expect(dom.querySelectorAll('noscript').length).toBe(0);
  });

  it('names an image link from its noscript image', () => {
    const html = `<html><head><title>A post</title></head><body><article>${article}<p>See <a href="/chart"><span class="lazy"></span><noscript><img alt="the chart" src="/c.png"></noscript></a>.</p></article></body></html>`;
    expect(text(html)).toMatch(/【\d+†the chart】/);
  });

  it('unwraps a noscript image that a streamed segment brings, where the segment lands', () => {
    const dom = parseHtml(`<html><body><div id="body"><template id="B:0"></template><!--/$--></div>
      <div hidden id="S:0"><figure><span class="lazy"></span><noscript><img alt="Chart" src="/chart.png"></noscript></figure></div><script>$RC("B:0","S:0")</script></body></html>`);
    revealHidden(dom.body);
    expect(dom.querySelector('#body figure img')?.getAttribute('src')).toBe('/chart.png');
    expect(dom.querySelectorAll('noscript, .lazy, [id="S:0"]').length).toBe(0);
  });

  it('keeps a "please enable JavaScript" noscript out, and unwraps noscript content after an empty app root', () => {
    const dom = parseHtml(`<html><body><div id="root"></div><noscript><p>You need to enable JavaScript to run this app.</p></noscript>
      <div id="root2"></div><noscript>${article}</noscript></body></html>`);
    revealHidden(dom.body);
    expect(dom.querySelector('#root')).not.toBeNull();
    expect(dom.body.textContent).toContain('enable JavaScript');
    expect(dom.querySelector('#root2')).toBeNull();
    expect(dom.querySelectorAll('noscript').length).toBe(1);
    expect(text(dom.documentElement.outerHTML)).not.toContain('enable JavaScript');
  });

  it('shows hidden main content that a noscript after an empty app root brings into the page', () => {
    const dom = parseHtml(`<html><head><title>Widgets explained</title></head><body><div id="root"></div><noscript><main aria-hidden="true">${article}</main></noscript><p>Menu</p></body></html>`);
    revealHidden(dom.body);
    expect(dom.querySelector('noscript')).toBeNull();
    expect(dom.querySelector('main')!.hasAttribute('aria-hidden')).toBe(false);
  });
});
