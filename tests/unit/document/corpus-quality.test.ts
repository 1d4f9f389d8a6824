import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../scripts/page2md-dom';
import { htmlStructure, markdownStructure, structureScore, wordRecall, words } from '../../bench/corpus-quality';

describe('corpus quality measures', () => {
  it('counts words as a multiset, CJK characters one by one', () => {
    expect(words('Hello, wörld! 日本語 ok2')).toEqual(['hello', 'wörld', '日', '本', '語', 'ok2']);
    expect(wordRecall('a a b c', 'a b x')).toBe(0.5);
    expect(wordRecall('', 'anything')).toBe(1);
  });
  it('counts the same structure in HTML and in our markdown', () => {
    const html = parseHtml(`<h2>T</h2><h3></h3><ul><li>a</li><li><a href="/x">b</a></li><li></li></ul><pre>c</pre>
      <table><tr><th>h</th></tr><tr><td>1</td></tr></table><table><tr><td>no header</td></tr></table><a href="/i"><img alt="alt"></a><a href="/e"></a>`);
    const md = ['## T', '', '* a', '* 【0†b】', '', '```', 'c', '```', '', '| h |', '| --- |', '| 1 |', '', '|  |', '| --- |', '| no header |', '', '【1†alt】', '1. ### Item heading'];
    expect(htmlStructure(html.body)).toEqual({ links: 2, headings: 1, listItems: 2, codeBlocks: 1, tableRows: 2 });
    expect(markdownStructure(md)).toEqual({ links: 2, headings: 2, listItems: 3, codeBlocks: 1, tableRows: 2 });
    expect(structureScore({ links: 2, headings: 1, listItems: 0, codeBlocks: 0, tableRows: 0 }, { links: 1, headings: 1, listItems: 0, codeBlocks: 0, tableRows: 0 })).toBe(0.75);
  });
});
