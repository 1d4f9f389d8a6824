import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { keepHeadingAnchors } from '../../../../src/core/document/reveal/heading-anchor-ids';

const para = (topic: string) =>
  `<p>Everything you learned about ${topic} applies to work done in the development repository: you can commit, amend, uncommit and evolve your changesets, and the history stays yours until you push it.</p>`;
const section = (id: string, title: string, topic: string) => `<div class="section" id="${id}"><h3>${title}</h3>${para(topic)}${para(topic)}<pre>$ hg push ../test-repo</pre></div>`;

function text(body: string): string {
  const html = `<html><head><title>Evolve: Shared Mutable History</title></head><body><div class="document"><div class="body">${body}</div></div></body></html>`;
  return htmlToDocument(parseHtml(html, 'https://docs.test/sharing.html'), 'https://docs.test/sharing.html').lines.join('\n');
}

describe('keepHeadingAnchors', () => {
  it('moves an id that is its heading’s slug and reads as chrome to data-heading-id', () => {
    const dom = parseHtml('<html><body><div id="a" class="section"><h3>Example 1: Amend a shared changeset</h3></div><h2><span id="Editor\'s_notes_on_social_media">Editor’s notes on social media</span></h2></body></html>', 'https://docs.test/');
    const found = Array.from(dom.querySelectorAll('[id]'));
    found[0]!.setAttribute('id', 'example-1-amend-a-shared-changeset-2');
    keepHeadingAnchors(found);
    expect(found.map((e) => [e.getAttribute('id'), e.getAttribute('data-heading-id')])).toEqual([
      [null, 'example-1-amend-a-shared-changeset-2'],
      [null, "Editor's_notes_on_social_media"],
    ]);
  });

  it('keeps in the document a section whose title Readability reads as a share bar or a sidebar', () => {
    const out = text(
      section('setting-up', 'Setting up', 'repositories') +
        section('example-1-amend-a-shared-changeset', 'Example 1: Amend a shared changeset', 'amending') +
        section('example-2-amend-again-locally', 'Example 2: Amend again, locally', 'phases') +
        section('sidebar-notes-on-phases', 'Sidebar notes on phases', 'public changesets') +
        section('conclusion-and-next-steps', 'Conclusion and next steps', 'evolution'),
    );
    expect(out).toContain('Example 1: Amend a shared changeset');
    expect(out).toContain('Everything you learned about amending');
    expect(out).toContain('Sidebar notes on phases');
  });

  it('does not bring back a list of links to other pages under a heading its id spells', () => {
    const related = `<div id="related-stories"><h2>Related stories</h2><ul>${['Evolve in practice', 'Phases explained', 'Mercurial 6.0 released'].map((t, i) => `<li><a href="/story-${i}">${t}</a></li>`).join('')}</ul></div>`;
    const out = text(section('setting-up', 'Setting up', 'repositories') + section('example-2-amend-again-locally', 'Example 2: Amend again, locally', 'phases') + related);
    expect(out).toContain('Example 2: Amend again, locally');
    expect(out).not.toMatch(/Related stories|Phases explained/);
  });

  it('leaves ids that name the page’s furniture: not a heading’s words, a one-word title, a class saying the same', () => {
    const dom = parseHtml('<html><body><div id="share-bar"><h4>Share this story</h4></div><div id="comments"><h3>Comments</h3></div><div id="related-posts" class="related-posts"><h2>Related posts</h2></div><p id="social-media">Social media</p></body></html>', 'https://news.test/');
    const found = Array.from(dom.querySelectorAll('[id]'));
    keepHeadingAnchors(found);
    expect(found.map((e) => e.getAttribute('id'))).toEqual(['share-bar', 'comments', 'related-posts', 'social-media']);
  });
});
