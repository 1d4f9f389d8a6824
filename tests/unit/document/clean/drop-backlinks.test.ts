import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { dropBacklinks } from '../../../../src/core/document/clean/drop-backlinks';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { textAfterRule } from '../../../support/rule-text';

const text = (html: string) => textAfterRule(html, 'https://notes.test/garden/sorting', dropBacklinks);
const story = '<p>Quicksort works by selecting a pivot element and partitioning the array around it.</p> ';
const backlinks = (label: string, rows: string) => `<div class="backlinks"><div class="header"><span>${label}</span></div> <div class="items">${rows}</div></div>`;
const row = (title: string) => `<div class="backlink-item"><a href="/garden/${title}">${title}</a></div> `;

describe('dropBacklinks', () => {
  it('drops a notes site’s backlinks, the label and the pages under it, at the article’s end', () => {
    expect(text(story + backlinks('Links to this page', row('Algorithms') + row('Heapsort')))).toBe('Quicksort works by selecting a pivot element and partitioning the array around it.');
    expect(text(`${story}<h2>Backlinks</h2><ul><li><a href="/garden/Index">Index</a></li></ul>`)).not.toContain('Backlinks');
  });

  it('keeps the list when a sentence stands under the label, when it does not end the article, and other labels', () => {
    expect(text(story + backlinks('Links to this page', '<p>Nothing links here yet, so this page stands alone for now.</p>'))).toContain('Links to this page');
    expect(text(story + backlinks('Links to this page', row('Algorithms')) + '<p>Written in 2024 by Ann, who keeps these notes.</p>')).toContain('Algorithms');
    expect(text(story + backlinks('See also', row('Algorithms')))).toContain('Algorithms');
  });

  it('runs in the pipeline', () => {
    const paragraphs = '<p>Quicksort works by selecting a pivot element and partitioning the array around it, then recursing on both sides of the pivot.</p>'.repeat(4);
    const html = `<html><head><title>Sorting</title></head><body><article><h1>Sorting</h1>${paragraphs}${backlinks('Links to this page', row('Algorithms'))}</article></body></html>`;
    const doc = htmlToDocument(parseHtml(html, 'https://notes.test/garden/sorting'), 'https://notes.test/garden/sorting');
    expect(doc.lines.join('\n')).toContain('Quicksort works');
    expect(doc.lines.join('\n')).not.toMatch(/Links to this page|Algorithms/);
  });
});
