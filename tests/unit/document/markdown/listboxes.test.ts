import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { elementToDocument } from '../../../../src/core/document/html-to-document';

function text(html: string): string {
  const dom = parseHtml(`<html><body><div id="root">${html}</div></body></html>`);
  return elementToDocument(dom.querySelector('#root'), { url: 'https://docs.test/page', title: 'T', path: 'selection' }).lines.filter((l) => l.trim()).join('\n');
}

describe('listboxes', () => {
  it('drops a select menu built of divs, as a <select> is dropped, and keeps the code it picks for', () => {
    expect(text('<p>Add the middleware.</p><div role="listbox" tabindex="0"><div role="option">Node.js</div><div role="option">Python</div><div>No results</div></div><pre><code>app.use(pay)</code></pre>')).toBe('Add the middleware.\n```\napp.use(pay)\n```');
  });

  it('keeps a list that is no listbox', () => {
    expect(text('<ul role="list"><li>Node.js</li><li>Python</li></ul>')).toBe('* Node.js\n* Python');
  });
});
