import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { EMBEDDED_POST, keepEmbeddedPosts } from '../../../../src/core/document/reveal/keep-embedded-posts';

/** A tweet as news sites embed it (nj.com's markup, shortened): a blockquote in a "social-media-embed" div. */
const tweet = `<div class="social-media-embed"><blockquote class="twitter-tweet"><p lang="en" dir="ltr">Yes this is real and yes the state spent nearly half a million dollars on it: <a href="https://t.co/Nc0nKoXGBP">https://t.co/Nc0nKoXGBP</a></p>— Dianna E. Anderson (@diannaeanderson) <a href="https://twitter.com/diannaeanderson/status/1196501054197649413">November 18, 2019</a></blockquote> <script async src="https://platform.twitter.com/widgets.js"></script></div>`;
const prose = (n: number) => Array.from({ length: n }, (_, i) => `<p>Paragraph ${i}: the state's new slogan for an anti-drug campaign drew a South Dakota-sized share of attention on social media on Monday.</p>`).join('');

describe('keepEmbeddedPosts', () => {
  it('unwraps the wrappers around a quoted post, and only those', () => {
    const dom = parseHtml(`<html><body><div class="entry-content">${prose(2)}${tweet}<div class="share-bar"><blockquote class="twitter-tweet"><p>Another post</p></blockquote><a href="/share">Share this story with friends and family today</a> <a href="/mail">Email it to yourself for later reading</a></div></div></body></html>`, 'https://news.test/a');
    keepEmbeddedPosts(Array.from(dom.body.querySelectorAll(EMBEDDED_POST)), dom.body);
    const posts = Array.from(dom.querySelectorAll('blockquote.twitter-tweet'));
    expect(posts[0]!.parentElement!.getAttribute('class')).toBe('entry-content');
    expect(dom.querySelector('.social-media-embed')).toBeNull();
    expect(posts[1]!.parentElement!.getAttribute('class')).toBe('share-bar');
  });

  it('keeps a tweet the story quotes in the document', () => {
    const html = `<html><head><title>Meth. We're on it.</title></head><body><article><div class="entry-content">${prose(4)}${tweet}${prose(3)}</div></article></body></html>`;
    const text = htmlToDocument(parseHtml(html, 'https://news.test/meth'), 'https://news.test/meth').lines.join('\n');
    expect(text).toContain('Yes this is real and yes the state spent nearly half a million dollars');
    expect(text).toContain('Paragraph 3');
  });
});
