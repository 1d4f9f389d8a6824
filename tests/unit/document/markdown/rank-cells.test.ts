/** A ranked listing laid out as a table: each item's number opens the item's line. */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { elementToDocument } from '../../../../src/core/document/html-to-document';

function convert(html: string) {
  const dom = parseHtml(`<html><body><div id="root">${html}</div></body></html>`);
  return elementToDocument(dom.querySelector('#root'), { url: 'https://site.test/news', title: 'T', path: 'selection' });
}

describe('rank cells', () => {
  it('puts an item’s number on its line, past an empty voting cell', () => {
    const doc = convert(`<table>
      <tr><td class="title"><span class="rank">1.</span></td><td><a href="/vote?id=1"><div class="votearrow"></div></a></td>
        <td><a href="https://example.com/a">Building a Database</a> (example.com)</td></tr>
      <tr><td colspan="2"></td><td>384 points by <a href="/user?id=ann">ann</a> | <a href="/item?id=1">142 comments</a></td></tr>
      <tr><td>12)</td><td><a href="https://example.com/b">A second story</a></td></tr>
    </table>`);
    expect(doc.lines.filter((l) => l.trim())).toEqual([
      '1. 【0†Building a Database†example.com】 (example.com)',
      '384 points by 【1†ann】 | 【2†142 comments】',
      '12) 【3†A second story†example.com】',
    ]);
  });

  it('leaves a number column of a data table in its column', () => {
    const doc = convert('<table><tr><th>Rank</th><th>Team</th></tr><tr><td>1.</td><td>Reds</td></tr><tr><td>2.</td><td>Blues</td></tr></table>');
    expect(doc.lines).toContain('| 1. | Reds |');
  });
});
