import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { markCommentThreads } from '../../../../src/core/document/choose/comment-threads';
import { elementToDocument } from '../../../../src/core/document/html-to-document';

const URL_ = 'https://forum.test/item?id=1';

function page(html: string): string[] {
  const root = parseHtml(`<html><body><div id="t">${html}</div></body></html>`, URL_).querySelector('#t')!;
  markCommentThreads(root);
  return elementToDocument(root, { url: URL_, title: 't', path: 'fallback' }).lines.map((l) => l.replace(/【\d+†([^†】]+)[^】]*】/g, '$1'));
}

const story = (extra: string) =>
  `<table><tr><td><a href="https://example.test/article">A Sample Article</a></td></tr><tr><td>150 points by <a href="user?id=ann">ann</a> 3 hours ago${extra}</td></tr></table>`;
const comments = `<div class="comment"><a class="author" href="user?id=bob">bob</a><p>First.</p></div><div class="comment"><a class="author" href="user?id=cat">cat</a><p>Second.</p></div>`;

describe('dropRepeatedSubject', () => {
  it('keeps one copy of the subject a discussion page shows twice above its thread (listing entry, then the item)', () => {
    const lines = page(story(' | <a href="item?id=1">45 comments</a>') + story('') + comments);
    expect(lines.filter((l) => l.includes('A Sample Article'))).toHaveLength(1);
    expect(lines.join('\n')).toContain('150 points by ann 3 hours ago | 45 comments');
  });

  it('keeps blocks above the thread that say something new, and a short block said twice', () => {
    const lines = page(story('') + '<p>A different paragraph about the same article, with more to say.</p><p>Posted</p><p>Posted</p>' + comments);
    expect(lines.filter((l) => l.includes('A Sample Article'))).toHaveLength(1);
    expect(lines).toContain('A different paragraph about the same article, with more to say.');
    expect(lines.filter((l) => l === 'Posted')).toHaveLength(2);
  });

  it('keeps a later block with the same words when it links somewhere else', () => {
    const other = story('').replace('https://example.test/article', 'https://mirror.test/article');
    const lines = page(story(' extra') + other + comments);
    expect(lines.filter((l) => l.includes('A Sample Article'))).toHaveLength(2);
  });
});
