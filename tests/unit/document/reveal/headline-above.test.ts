import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const prose = '<p>Tempor incididunt ut labore et dolore magna aliqua, ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat, duis aute irure dolor.</p>'.repeat(3);

function lines(body: string, title: string): string[] {
  const html = `<html><head><title>${title}</title></head><body>${body}</body></html>`;
  return htmlToDocument(parseHtml(html, 'https://blog.test/post'), 'https://blog.test/post').lines.filter((l) => l.trim() !== '');
}

describe('noteHeadlineAbove', () => {
  it('puts back the one h1 of a header block beside the body when it says something the title does not', () => {
    const out = lines(`<article><div class="article-header"><h1>Why the river moved east</h1></div><div class="article-body">${prose}</div></article>`, 'Field notes from the delta research station, spring season');
    expect(out[0]).toBe('## Why the river moved east');
    expect(out[1]).toMatch(/^Tempor incididunt/);
  });

  it('leaves out a headline that rewords the title, an h1 outside a header block, and one of several h1s', () => {
    const header = (h: string) => `<article><div class="entry-header"><h1>${h}</h1></div><div class="entry-content">${prose}</div></article>`;
    expect(lines(header('Skyrim (skyrim) run speed, how to raise it'), 'Skyrim run speed how to raise it')[0]).toMatch(/^Tempor/);
    expect(lines(`<article><h1>Lorem</h1><div>${prose}</div></article>`, 'Basic tag cleaning test')[0]).toMatch(/^Tempor/);
    expect(lines(`<h1>Site</h1>${header('Why the river moved east')}`, 'Field notes from the delta research station, spring season').join('\n')).not.toContain('river moved');
  });
});
