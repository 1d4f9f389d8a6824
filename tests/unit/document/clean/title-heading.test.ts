import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { dropTitleHeading } from '../../../../src/core/document/clean/title-heading';
import { textAfterRule } from '../../../support/rule-text';

const URL = 'https://example.test/post';
const after = (html: string, title: string) => textAfterRule(html, URL, (a) => dropTitleHeading(a, title));

describe('a heading that repeats the title', () => {
  it('goes when it opens the article, punctuation and case aside', () => {
    expect(after('<div><h2>The Darwin Gödel Machine: AI that improves itself</h2><p>We introduce it.</p></div>', 'The Darwin Gödel machine — AI that improves itself')).toBe('We introduce it.');
  });

  it('stays when text comes before it, when it says something else, or when the title has no words', () => {
    expect(after('<p>Lead.</p> <h2>Same Title</h2>', 'Same Title')).toBe('Lead. Same Title');
    expect(after('<h2>Same Title, part two</h2> <p>Body.</p>', 'Same Title')).toBe('Same Title, part two Body.');
    expect(after('<h3>Same Title</h3> <p>Body.</p>', 'Same Title')).toBe('Same Title Body.');
    expect(after('<h2>—</h2> <p>Body.</p>', '–')).toBe('— Body.');
  });

  it('is dropped from a page whose metadata title is a brand name (the title comes from the page)', () => {
    const page = (h1: string) =>
      `<html><head><title>The Darwin Gödel Machine: AI that improves itself by rewriting its own code</title><meta property="og:title" content="Example AI"></head>` +
      `<body><article><h1>${h1}</h1><p>${'We introduce the Darwin Gödel Machine, an AI system capable of rewriting its own code to improve itself over time. '.repeat(4)}</p>` +
      `<p>${'Unlike previous self-improving systems, it uses an evolutionary approach. '.repeat(4)}</p></article></body></html>`;
    const doc = htmlToDocument(parseHtml(page('The Darwin Gödel Machine: AI that improves itself by rewriting its own code'), URL), URL);
    expect(doc.title).toBe('The Darwin Gödel Machine: AI that improves itself by rewriting its own code');
    expect(doc.lines.join('\n')).not.toContain('## The Darwin');
    expect(doc.lines[0]).toContain('We introduce');
    const other = htmlToDocument(parseHtml(page('A different heading'), URL), URL);
    expect(other.lines[0]).toBe('## A different heading');
  });

  it('is dropped when the page shows the headline twice, above the story and atop it (Readability drops the first)', () => {
    const prose = '<p>New vehicle sales in the Houston area plunged 10 percent last month, despite low interest rates and clearance deals.</p>'.repeat(5);
    const html = `<html><head><title>New car sales plunge in October</title></head><body><h1>New car sales plunge in October</h1><article><h2>New car sales plunge in October</h2>${prose}</article></body></html>`;
    const doc = htmlToDocument(parseHtml(html, URL), URL);
    expect(doc.title).toBe('New car sales plunge in October');
    expect(doc.lines[0]).toContain('New vehicle sales');
  });
});
