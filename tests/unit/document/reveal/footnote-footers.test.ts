import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const prose = (n: number) =>
  `<p>SCP-9935 is an anomalous baseball game between the Indianapolis Hoosiers and the Washington Nationals<sup class="footnoteref"><a id="footnoteref-${n}" href="javascript:;" class="footnoteref">${n}</a></sup> that repeats every night in an empty field, watched by nobody the staff could ever find.</p>`;

function text(extra: string): string {
  const html = `<html><head><title>SCP-9935</title></head><body><div id="page-content">${prose(1)}${prose(2)}${prose(3)}${extra}</div><div class="site-footer"><p>Unless otherwise stated, the content of this page is licensed under a Creative Commons licence, and the site's footer says so on every page.</p></div></body></html>`;
  return htmlToDocument(parseHtml(html, 'https://wiki.test/scp-9935'), 'https://wiki.test/scp-9935').lines.join('\n');
}

describe('keepFootnoteFooters', () => {
  it('keeps the notes in a block whose class says both footnote and footer', () => {
    const notes = '<div class="footnotes-footer"><div class="title">Footnotes</div><div class="footnote-footer" id="footnote-1"><a href="javascript:;">1</a>. No relation to the Washington Nationals team of the modern day.</div><div class="footnote-footer" id="footnote-2"><a href="javascript:;">2</a>. Both teams folded after seasons of poor performance.</div></div>';
    const out = text(notes);
    expect(out).toContain('No relation to the Washington Nationals team of the modern day.');
    expect(out).toContain('Both teams folded after seasons of poor performance.');
  });

  it("leaves the site's own footer out", () => {
    expect(text('')).not.toContain('Creative Commons');
  });
});
