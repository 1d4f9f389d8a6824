/**
 * Word's footnote links (word-note-links.ts): a note's number pasted from Word links to the copy on
 * the author's machine; it is made to point into the page, or nowhere.
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { prepareContent } from '../../../../src/core/document/reveal/prepare-content';

function hrefs(html: string): (string | null)[] {
  const dom = parseHtml(`<html><body>${html}</body></html>`);
  prepareContent(dom.body);
  return Array.from(dom.querySelectorAll('a'), (a) => a.getAttribute('href'));
}

describe('fixWordNoteLinks', () => {
  it('points a note’s link at its marker in the page when the page names it', () => {
    const html = '<p>Claim<a href="#_ftn1" name="_ftnref1">[1]</a>.</p><p><a href="file:///C:/Users/ana/Report.docx#_ftnref1" name="_ftn1">[1]</a> The note.</p>';
    expect(hrefs(html)).toEqual(['#_ftn1', '#_ftnref1']);
  });

  it('takes the address off a link to the clipboard’s copy when nothing in the page has the name', () => {
    expect(hrefs('<p><a href="//6CB562CC-4A65-4CD0-8144-1E6C10100E4E#_ftnref1">[1]</a> The note.</p>')).toEqual([null]);
  });

  it('leaves a link to another site’s page with such a name alone', () => {
    expect(hrefs('<p><a href="https://other.test/paper#_ftn3">see note 3 there</a></p>')).toEqual(['https://other.test/paper#_ftn3']);
  });

  it('leaves the note’s number opening the note, not a link to a host that does not exist', () => {
    const prose = 'The initiative is aligned with the Action Plan, a community-led alternative to traditional publishing, and it grows. '.repeat(3);
    const html = `<html><head><title>Plan</title></head><body><article><h1>Plan</h1><p>${prose}<sup><a href="#_ftn1">[1]</a></sup></p><p>${prose}</p><hr><p><sup><a href="//6CB562CC-4A65-4CD0-8144-1E6C10100E4E#_ftnref1">[1]</a> </sup>Country A, Country B.</p></article></body></html>`;
    const text = htmlToDocument(parseHtml(html, 'https://site.test/plan'), 'https://site.test/plan').lines.join('\n');
    expect(text).not.toMatch(/6cb562cc/i);
    expect(text).toMatch(/^\^(?:【\d+†)?1】? Country A, Country B\.$/m);
  });
});

describe('fixWordNoteLinks, names a paste dropped', () => {
  function ids(html: string): { href: string | null; id: string | null }[] {
    const dom = parseHtml(`<html><body>${html}</body></html>`);
    prepareContent(dom.body);
    return Array.from(dom.querySelectorAll('a'), (a) => ({ href: a.getAttribute('href'), id: a.getAttribute('id') }));
  }

  it('gives marker and note the names Word gives them, so that each points at the other', () => {
    const html = '<p>Claim<sup><a href="#_ftn1">[1]</a></sup>.</p><p><sup><a href="//6CB562CC-4A65-4CD0-8144-1E6C10100E4E#_ftnref1">[1]</a></sup> The note.</p>';
    expect(ids(html)).toEqual([
      { href: '#_ftn1', id: '_ftnref1' },
      { href: '#_ftnref1', id: '_ftn1' },
    ]);
  });

  it('leaves a name the page already has where it is, and a link to another site unnamed', () => {
    const html = '<p id="_ftnref1">Claim<a href="#_ftn1">[1]</a>. See <a href="https://other.test/paper#_ftn3">note 3 there</a>.</p>';
    expect(ids(html)).toEqual([
      { href: '#_ftn1', id: null },
      { href: 'https://other.test/paper#_ftn3', id: null },
    ]);
  });
});
