import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { dropLeadingControls } from '../../../../src/core/document/clean/drop-leading-controls';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { articleAfterRule, textAfterRule } from '../../../support/rule-text';

const text = (html: string) => textAfterRule(html, 'https://blog.test/posts/sorting', dropLeadingControls);
const story = '<h2>Sorting</h2> <p>Sorting algorithms are fundamental to computer science.</p>';
const storyText = 'Sorting Sorting algorithms are fundamental to computer science.';
const icon = '<svg viewBox="0 0 24 24"><path d="M3 17.25V21h3.75"></path></svg>';

describe('dropLeadingControls', () => {
  it('drops a back link and a docs page’s edit and source icons above the post', () => {
    expect(text(`<a href="../index.html">← back</a>${story}`)).toBe(storyText);
    const icons = `<div><a href="/edit" title="Edit this page">${icon}</a> <a href="/source" title="View source">${icon}</a></div>${story}`;
    expect(articleAfterRule(icons, 'https://docs.test/guide', dropLeadingControls).querySelectorAll('a, svg')).toHaveLength(0);
    expect(text(`<p><a href="/blog">« Back to all posts</a></p>${story}`)).toBe(storyText);
  });

  it('keeps links after the story has begun, in a sentence, after a picture, and other opening links', () => {
    expect(text(`${story}<p><a href="/">Back</a></p>`)).toContain('Back');
    expect(text(`<p><a href="/back">Back</a> pain is the most common complaint.</p>`)).toBe('Back pain is the most common complaint.');
    expect(text(`<p><span><a href="/film">Back to the Future</a></span> (1985) is a film.</p>${story}`)).toContain('Back to the Future');
    expect(text(`<p><img src="/a.jpg"><a href="/">Back</a></p>${story}`)).toContain('Back');
    expect(text(`<p><a href="/authors/ann">Ann Lee</a></p>${story}`)).toContain('Ann Lee');
  });

  it('runs in the pipeline', () => {
    const paragraphs = '<p>Quicksort works by selecting a pivot element and partitioning the array around it, then recursing on both sides of the pivot.</p>'.repeat(4);
    const dom = parseHtml(`<html><head><title>Sorting</title></head><body><a href="../index.html">← back</a><h1>Sorting</h1>${paragraphs}</body></html>`, 'https://blog.test/posts/sorting');
    const doc = htmlToDocument(dom, 'https://blog.test/posts/sorting');
    expect(doc.lines.join('\n')).toContain('Quicksort works');
    expect(doc.lines.join('\n')).not.toContain('back');
  });
});
