import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const prose = '<p>The API has a handful of methods, each described below with an example request and what it returns to the caller.</p>'.repeat(4);

describe('code laid out in a div', () => {
  it('is read as a fenced code block with its language and line breaks (Writerside)', () => {
    const html = `<html><head><title>API reference for the items service</title></head><body><article>${prose}
      <div class="code-block" data-lang="http">GET https://api.example.com/items

> {%
    console.log(response.status)
%}</div>${prose}</article></body></html>`;
    const lines = htmlToDocument(parseHtml(html), 'https://docs.test/api').lines;
    const start = lines.indexOf('```http');
    expect(start).toBeGreaterThan(-1);
    expect(lines.slice(start + 1, start + 6)).toEqual(['GET https://api.example.com/items', '', '> {%', '    console.log(response.status)', '%}']);
  });

  it('leaves divs that merely have "code" in a class, or hold blocks, alone', () => {
    const html = `<html><head><title>Codes of conduct for the project</title></head><body><article>${prose}
      <div class="zipcode">Postcode
      list</div><div class="code-block"><p>Para one.</p>
      <p>Para two.</p></div>${prose}</article></body></html>`;
    const text = htmlToDocument(parseHtml(html), 'https://docs.test/c').lines.join('\n');
    expect(text).not.toContain('```');
    expect(text).toContain('Para two.');
  });
});
