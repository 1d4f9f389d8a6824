/**
 * Rewrites before Readability (prepare-content.ts): definition groups unwrapped, relative times
 * dated. Markup shaped as the real pages in tests/fixtures/real-pages/defuddle (Writerside API
 * reference, Hacker News and old Reddit threads).
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { prepareContent } from '../../../../src/core/document/reveal/prepare-content';

const prepared = (html: string) => {
  const dom = parseHtml(`<html><body>${html}</body></html>`);
  prepareContent(dom.body);
  return dom.body.innerHTML;
};

describe('definition groups', () => {
  it('unwraps the <div> grouping a term with its definition', () => {
    expect(prepared('<dl><div class="group"><dt><a href="/a">getItems()</a></dt><dd>Returns a list.</dd></div></dl>')).toBe(
      '<dl><dt><a href="/a">getItems()</a></dt><dd>Returns a list.</dd></dl>',
    );
  });

  it('keeps every entry of an API reference whose terms are links (Writerside)', () => {
    const entry = (name: string, what: string) =>
      `<div class="definition-list__group"><dt class="definition-list__title" id="${name}"><a href="https://dev.test/docs/${name}" class="link link--external">${name}</a></dt><dd class="definition-list__description"><p class="article__p child">${what}</p></dd></div>`;
    const html = `<html><head><title>API Reference</title></head><body><main><article class="article"><h1>API Reference</h1><section class="chapter h1-related">
      <div class="title article__h2"><h2 id="methods">Methods</h2></div><p class="article__p h2-related">Use these methods to interact with the API.</p>
      <dl class="definition-list h2-related">${entry('getItems()', 'Returns a list of items. For example:<div class="code-block" data-lang="http">GET https://api.dev.test/items</div>')}${entry('createItem(data)', 'Creates a new item with the provided data.')}</dl>
      <p class="article__p h2-related">See the full reference for more details.</p></section></article></main></body></html>`;
    const text = htmlToDocument(parseHtml(html), 'https://dev.test/docs/api').lines.join('\n');
    expect(text).toContain('createItem(data)');
    expect(text).toContain('Creates a new item with the provided data.');
  });
});

describe('relative times', () => {
  it('writes a <time> that says how long ago as its date', () => {
    expect(prepared('<p><a href="/u/alpha">alpha</a> 42 points <time datetime="2025-01-15T10:30:00Z" title="Wed Jan 15">2 days ago</time></p>')).toContain(
      '<time datetime="2025-01-15T10:30:00Z" title="Wed Jan 15">2025-01-15</time>',
    );
    expect(prepared('<time datetime="2026-04-20T12:15:00.000Z"> 15m </time>')).toBe('<time datetime="2026-04-20T12:15:00.000Z"> 2026-04-20 </time>');
  });

  it('writes a relative time whose date is in its title as that date, keeping its link (Hacker News)', () => {
    expect(prepared('<span class="age" title="2025-01-15T09:00:00 1736931600"><a href="item?id=1">3 hours ago</a></span>')).toBe(
      '<span class="age" title="2025-01-15T09:00:00 1736931600"><a href="item?id=1">2025-01-15</a></span>',
    );
  });

  it('writes GitHub\'s <relative-time>, which its script rewrites as time passes, as its date whatever its fallback says', () => {
    expect(prepared('<a href="#c1"><relative-time datetime="2026-01-15T10:30:00Z" class="no-wrap">Jan 15, 2026</relative-time></a>')).toBe(
      '<a href="#c1"><relative-time datetime="2026-01-15T10:30:00Z" class="no-wrap">2026-01-15</relative-time></a>',
    );
    expect(prepared('<relative-time datetime="not a date">Jan 15, 2026</relative-time>')).toBe('<relative-time datetime="not a date">Jan 15, 2026</relative-time>');
  });

  it('puts the date beside relative words split over several text nodes', () => {
    expect(prepared('<time datetime="2025-01-15T10:30:00Z"><b>2</b> days ago</time>')).toBe('<time datetime="2025-01-15T10:30:00Z"><b>2</b> days ago (2025-01-15)</time>');
  });

  it('writes a date without its year as its date, as X and other feeds show this year’s posts', () => {
    expect(prepared('<a href="/u/status/1"><time datetime="2026-05-16T12:00:00.000Z">May 16</time></a>')).toBe(
      '<a href="/u/status/1"><time datetime="2026-05-16T12:00:00.000Z">2026-05-16</time></a>',
    );
    expect(prepared('<time datetime="2026-05-16T12:00:00.000Z">5月16日</time>')).toBe('<time datetime="2026-05-16T12:00:00.000Z">2026-05-16</time>');
  });

  it('leaves times that already say their date, and titles that are not dates', () => {
    const html =
      '<time datetime="2025-01-15">January 15, 2025</time><span title="2nd edition">2 days ago</span><time datetime="2025-01-15">12:30</time><time datetime="2025-01-15">10 AM</time><time datetime="2019-11-20">11/20/19</time>';
    expect(prepared(html)).toBe(html);
  });
});

describe('footnotes shown on hover', () => {
  it('shows an inline note hidden inside its marker after the paragraph, not inside the sentence', () => {
    expect(prepared('<p>Far from its roots.<span class="inline-footnote" title="x">1<span class="footnoteContent" style="display:none;">Pick any recent paper.</span></span> Then more.</p>')).toBe(
      '<p>Far from its roots.<span class="inline-footnote" title="x"><sup>1</sup></span> Then more.</p><p><sup>1</sup> Pick any recent paper.</p>',
    );
  });

  it('shows an inline note in no paragraph in brackets after its marker', () => {
    expect(prepared('<div>Far from its roots.<span class="inline-footnote">1<span style="display:none;">Pick any recent paper.</span></span></div>')).toBe(
      '<div>Far from its roots.<span class="inline-footnote">1 [<span>Pick any recent paper.</span>]</span></div>',
    );
  });

  it('shows a hidden note the marker names, an aside as a div', () => {
    const out = prepared('<p>Six threads.<span class="fna-ref" data-definition="fna0"><a href="#">*</a></span></p><aside style="display:none" class="fna-content" id="fna0">By my count: six.</aside>');
    expect(out).toContain('<div id="fna0" class="fna-content">By my count: six.</div>');
  });

  it('leaves hidden things that are not notes hidden', () => {
    const html = '<p>Menu<span style="display:none">A hidden label that no marker names and is long</span></p><div id="dlg" hidden>Sign up now</div><span>Open<span style="display:none">x</span></span>';
    expect(prepared(html)).toBe(html);
  });

  it('carries the notes through Readability into the document', () => {
    const p = (n: number, note: string) =>
      `<p>Paragraph ${n} says something about how the field has drifted far from its roots, with commas, clauses, and detail.<span class="inline-footnote">${n}<span class="footnoteContent" style="display:none;">${note}</span></span></p>`;
    const html = `<html><head><title>Notes</title></head><body><div class="entry-content">${p(1, 'You can pick any recent paper.')}${p(2, 'Analytic and continental philosophy.')}${p(3, 'Orthogonal means independent.')}</div></body></html>`;
    const text = htmlToDocument(parseHtml(html), 'https://notes.test/post').lines.join('\n');
    expect(text).toContain('detail.^1\n\n^1 You can pick any recent paper.');
    expect(text).toContain('Orthogonal means independent.');
  });
});

describe('an article split into sections by images', () => {
  const long = (n: number) => `Paragraph ${n} of the first part explains why CPU monitoring matters for Node.js services, with numbers, examples, and advice for production.`;

  it('keeps every section of a Medium-style article, in order (its 2019 markup, classes shortened)', () => {
    const article = `<article><section class="cy cz"></section><div><section class="cy cz"><div><div><div><div><h1> Node.js and CPU profiling on production (in real-time without downtime) </h1></div></div><h1> Why CPU monitoring is important? </h1><p> I work at <a href="http://voodoo.io/">Voodoo</a>, a French company that creates mobile video games. We have a lot of challenges with performance, availability, and scalability because of the insane amount of traffic our infrastructure supports (billions of events/requests per day). In this setting, every metric is important and gives us a lot of information about the state of our system. </p><p> When working with Node.js one of the most critical resources to monitor is the CPU. Most of the time, when working on a low traffic API or project we don't realize how many simple lines of code can have a huge impact on CPU. On the other hand, when traffic increases, a simple mistake can cost dearly. </p><p> For memory, constant monitoring is the best practice to track the worst developer nightmare a.k.a memory leak. </p><figure><img alt="x"><figcaption> Memory leak in action </figcaption></figure><blockquote><div><p> Stay focused on the CPU! </p></div></blockquote><figure><img alt="x"><figcaption> Basic CPU monitoring </figcaption></figure><h1> CPU profiling: what's the difference with CPU monitoring? </h1><p> Basically, for Node.js, CPU profiling is nothing more than collecting data about functions which are CPU consuming. </p><h2> Add arguments to Node.js </h2><p> Node.js provides a way to collect data about CPU with two command lines. </p><pre><span>node --prof app.js</span></pre><figure><img alt="x"><figcaption> Output of — prof </figcaption></figure><ul><li><p>It needs to restart the application to launch a CPU profiling</p></li><li><p>It is NOT suited for a production environment</p></li></ul></div></div></section><div><div><div><figure><img alt="x"><figcaption> CPU profiling before optimization </figcaption></figure></div></div></div><section class="cy cz"><div><div><p><strong>How can we identify an issue?</strong></p><p> A CPU profiling should be read like this: The wider is the block the more it consumes CPU. So we are looking for the widest blocks. </p></div></div></section><div><div><div><figure><img alt="x"><figcaption> CPU profiling after optimization </figcaption></figure></div></div></div><section class="cy cz"><div><div><p> What do we observe? Blocks are a lot smaller! It means that functions consume less CPU individually. </p><h1> Conclusion </h1><p> CPU profiling is a must-have for every Node.js application running on production. </p></div></div></section></div></article>`;
    const text = htmlToDocument(parseHtml(`<html><head><title>CPU profiling</title></head><body>${article}</body></html>`), 'https://blog.test/cpu').lines.join('\n');
    expect(text).toContain('I work at');
    expect(text).toContain('The wider is the block');
    expect(text).toContain('What do we observe?');
    expect(text).toContain('CPU profiling is a must-have');
    expect(text.indexOf('The wider is the block')).toBeLessThan(text.indexOf('What do we observe?'));
  });

  it('leaves sections split by text, or link lists, as they are', () => {
    const teasers = `<section class="band"><p>${'<a href="/a">A teaser headline that links to another story of the day</a> '.repeat(3)}</p></section>`;
    const html = `<div id="p">${teasers}<div class="ad">Advertisement</div>${teasers}<section class="part"><p>${long(1)}</p></section><div>${long(2)} ${long(3)}</div><section class="part"><p>${long(4)}</p></section></div>`;
    const out = prepared(html);
    expect(out.match(/<section/g)).toHaveLength(4);
  });
});

describe('LaTeXML notes (arXiv HTML)', () => {
  const note = (mark: string, type: string, body: string) =>
    `<span class="ltx_note ltx_role_${type}"><sup class="ltx_note_mark">${mark}</sup><span class="ltx_note_outer"><span class="ltx_note_content"><sup class="ltx_note_mark">${mark}</sup><span class="ltx_note_type">${type}: </span><span class="ltx_tag ltx_tag_note">${mark}</span>${body}</span></span></span>`;

  it('drops a bare footnote mark’s copy and label, and keeps a real note in brackets', () => {
    const dom = parseHtml(`<html><body><p>Rafael Rafailov${note('2', 'footnotemark', '')}, and a claim${note('3', 'footnote', 'Shown in the appendix.')}.</p></body></html>`);
    prepareContent(dom.body);
    expect(dom.body.textContent).toBe('Rafael Rafailov2, and a claim3 [Shown in the appendix.].');
  });
});

describe('prepareContent finds what each rule’s selector names', () => {
  it('by plain checks equal to the selectors, on a page with every kind of element', async () => {
    const { wantedByChecks, wantedBySelectors } = await import('../../../../src/core/document/reveal/prepare-content');
    const dom = parseHtml(`<html><body><dl><div><dt>a</dt></div></dl><div><dt>b</dt></div><time datetime="2025-01-01">now</time><time>x</time><time title="2025">y</time>
      <span title="2025-01-15">1h</span><span title="x2">z</span><math><mi>x</mi></math><script type="math/tex">x</script><script>1</script><span data-math="x">m</span><span data-latex="y">l</span>
      <b data-tex="z">t</b><img alt="\\frac{a}{b}" src="/a.png"><img src="https://latex.codecogs.com/png.latex?x"><img alt="cat" src="/c.png"><img src="https://chart.apis.google.com/chart?cht=tx&chl=x"><img src="/f/%5Cfrac%7Ba%7D%7Bb%7D"><mjx-container class="MathJax"><mjx-math><mjx-mi><mjx-c class="mjx-c1D465"></mjx-c></mjx-mi></mjx-math></mjx-container><span hidden>h</span><span style="display: none">n</span>
      <span style="color: red">c</span><a data-definition="n1">*</a><i aria-describedby="n2">d</i><a href="#n3">1</a><a href="/x#y">2</a><span class="ltx_note_outer">o</span><span class="ltx_note_outerx">p</span>
      <div class="callout is-collapsed"><div class="callout-title">t</div><div style="display: none">b</div></div><div class="admonition"><p style="display:none">a</p></div><div class="callouts"><p style="display:none">c</p></div><p>a <span><button>b</button></span> c</p><button>d</button><div class="alert alert-info">e</div><div class="alerts">f</div><p class="markdown-alert">g</p><aside class="note admonition">h</aside><aside class="callout callout-tip">t</aside><div class="callout callout--inset">u</div><p class="callout-text">v</p><span data-callout="tip">i</span>
      <section class="s"><p>q</p></section><div class="hidden md:flex">w</div><span class="d-none">x</span><p class="overflow-hidden">o</p><h2 class="section-Header">H</h2><h2 class="scroll-mt-20">S</h2><h3 id="header-3">I</h3><h1 class="header">J</h1><pre>k</pre><div class="Footnote-footer">f</div><span class="sidenote">s</span><label class="sidenote-number"></label><a href="//6CB562CC-4A65-4CD0-8144-1E6C10100E4E#_ftnref1">[1]</a><a href="#_edn2">2</a><figure><img src="/f.png"><figcaption>g</figcaption></figure><script type="application/ld+json">{"@type":"NewsArticle"}</script><script type="application/json">{}</script><meta itemprop="datePublished" content="2025-01-01"><meta itemprop="dateModified" content="2025-01-02">
      <div class="embed"><blockquote class="x twitter-tweet">post</blockquote></div><blockquote class="twitter-tweets">not</blockquote><div class="twitter-tweet">not</div>
      <ul><li><label><input type="CheckBox" checked> done</label></li><li><input type="radio"> no</li></ul><p><input type="checkbox"> no</p>
      <section class="elementor-section"><div class="elementor-element elementor-widget"><div class="elementor-widget-container">w</div></div><div class="e-con-inner">x</div></section><nav class="elementor-widget">n</nav><div class="elementor-widget-heading e-con-full">h</div><span class="e-con">s</span><p>a <template><div>t</div></template> b</p><main>m</main><svg aria-hidden="true"><text>v</text></svg><svg aria-hidden="false"></svg><div role="dialog">d</div><dialog>e</dialog><div role="region" aria-modal="true">f</div><div aria-modal="false">g</div><div role="alertdialog">h</div><div class="ui modal small">i</div><div class="modal-body">j</div><body class="modal-open"></body><div class="Modal">k</div></body></html>`);
    expect(wantedByChecks(dom.body)).toEqual(wantedBySelectors(dom.body));
    expect(wantedByChecks(dom.body).every((found) => found.length > 0)).toBe(true);
  });
});
