/**
 * Rewrites before Readability (prepare-content.ts): definition groups unwrapped, relative times
 * dated. Markup shaped as the real pages in tests/fixtures/real-pages/defuddle (Writerside API
 * reference, Hacker News and old Reddit threads).
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../src/core/document/html-to-document';
import { prepareContent } from '../../../src/core/document/prepare-content';

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
  it('dates a <time> that says how long ago', () => {
    expect(prepared('<p><a href="/u/alpha">alpha</a> 42 points <time datetime="2025-01-15T10:30:00Z" title="Wed Jan 15">2 days ago</time></p>')).toContain(
      '<time datetime="2025-01-15T10:30:00Z" title="Wed Jan 15">2 days ago (2025-01-15)</time>',
    );
  });

  it('dates a relative time whose date is in its title (Hacker News)', () => {
    expect(prepared('<span class="age" title="2025-01-15T09:00:00 1736931600"><a href="item?id=1">3 hours ago</a></span>')).toBe(
      '<span class="age" title="2025-01-15T09:00:00 1736931600"><a href="item?id=1">3 hours ago</a> (2025-01-15)</span>',
    );
  });

  it('leaves times that already say their date, and titles that are not dates', () => {
    const html = '<time datetime="2025-01-15">January 15, 2025</time><span title="2nd edition">2 days ago</span><time datetime="2025-01-15">12:30</time>';
    expect(prepared(html)).toBe(html);
  });
});

describe('footnotes shown on hover', () => {
  it('shows an inline note hidden inside its marker, in brackets', () => {
    expect(prepared('<p>Far from its roots.<span class="inline-footnote" title="x">1<span class="footnoteContent" style="display:none;">Pick any recent paper.</span></span></p>')).toBe(
      '<p>Far from its roots.<span class="inline-footnote" title="x">1 [<span class="footnoteContent">Pick any recent paper.</span>]</span></p>',
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
    expect(text).toContain('1 [You can pick any recent paper.]');
    expect(text).toContain('Orthogonal means independent.');
  });
});
