import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const letter =
  '<div class="letter-body"><p>We are excited to share an update on our work. Over the past several months the team has been focused on building tools that are simple, reliable, and open, and this letter says what comes next.</p><p>Thank you for reading, and for the notes many of you sent after the last issue; we read every one of them.</p></div>';

function lines(header: string): string[] {
  const html = `<html><head><title>Sample Post</title></head><body><main><article><h1>Sample Post</h1>${header}${letter}</article></main></body></html>`;
  return htmlToDocument(parseHtml(html, 'https://letters.test/sample'), 'https://letters.test/sample').lines.filter((l) => l.trim() !== '');
}

describe('noteMailHeaders', () => {
  it("puts a letter's From, To and Subject lines back above it", () => {
    const out = lines('<div class="email-meta"><p><span>From:</span> Example &lt;hello@example.com&gt;</p><p><span>To:</span> You</p><p><span>Subject:</span> Sample Post</p></div>');
    expect(out.slice(0, 4)).toEqual(['From: Example <hello@example.com>', 'To: You', 'Subject: Sample Post', expect.stringMatching(/^We are excited/)]);
  });

  it('reads header rows of a table the same way', () => {
    const out = lines('<table class="meta"><tr><th>From</th><td>Jane Doe</td></tr><tr><th>Date</th><td>May 14, 2026</td></tr></table>');
    expect(out.join('\n')).toMatch(/From.*Jane Doe[\s\S]*May 14, 2026[\s\S]*We are excited/);
  });

  it('leaves out a form with From and Subject fields, and a lone Date line', () => {
    expect(lines('<div class="contact-meta"><p><span>From:</span> <input name="from"></p><p><span>Subject:</span> <input name="subject"></p></div>').join('\n')).not.toContain('From');
    expect(lines('<div class="post-meta"><p><span>Date:</span> May 14, 2026</p><p><span>Tags:</span> news</p></div>').join('\n')).not.toContain('Tags');
  });
});
