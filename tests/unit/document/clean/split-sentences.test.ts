import { describe, expect, it } from 'vitest';
import { joinSplitSentences } from '../../../../src/core/document/clean/split-sentences';
import { articleAfterRule } from '../../../support/rule-text';

const page = 'https://blog.test/post';
const paragraphs = (html: string) =>
  Array.from(articleAfterRule(html, page, joinSplitSentences).querySelectorAll('p'), (p) => (p.textContent ?? '').replace(/\s+/g, ' ').trim());

describe('joinSplitSentences', () => {
  it('puts the rest of a sentence a dropped card cut off back at the end of its paragraph', () => {
    expect(paragraphs('<p>Starting today, you can use the <a href="/mcp">MCP server</a></p><div><div></div></div><p>. The server works both ways.</p><p>Next paragraph.</p>')).toEqual([
      'Starting today, you can use the MCP server. The server works both ways.',
      'Next paragraph.',
    ]);
  });

  it('leaves a paragraph after a finished sentence, one that opens with a link, and one after a block with text', () => {
    expect(paragraphs('<p>The first sentence ends here.</p><p>, and yet this one opens oddly.</p>')).toHaveLength(2);
    expect(paragraphs('<p>A paragraph without an end</p><p><a href="/x">.NET</a> is a platform.</p>')).toHaveLength(2);
    expect(paragraphs('<p>A paragraph without an end</p><blockquote>Quoted words.</blockquote><p>, said the author.</p>')).toHaveLength(2);
  });
});
