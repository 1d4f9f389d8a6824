import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const story = '<p>The ferry to the outer islands will run twice a day from June, the harbour board said on Tuesday, after a winter of single sailings that left commuters stranded.</p>'.repeat(3);
/** A consent manager's preference centre: long prose, set as a modal region rather than a dialog. */
const consent = (attrs: string) =>
  `<div id="consent" ${attrs}><h2>Manage Consent Preferences</h2>${'<p>These cookies are necessary for the website to function and cannot be switched off in our systems. They are usually only set in response to actions made by you which amount to a request for services, such as setting your privacy preferences, logging in or filling in forms.</p>'.repeat(3)}</div>`;

function text(body: string): string {
  const html = `<html><head><title>Ferry timetable</title></head><body>${body}</body></html>`;
  return htmlToDocument(parseHtml(html, 'https://news.test/ferry'), 'https://news.test/ferry').lines.join('\n');
}

describe('dropModalWindows', () => {
  it('reads the story, not a longer preference centre laid over it, whatever marks it modal', () => {
    // ARIA's roles and states, and a CSS framework's modal class (Bootstrap, Bulma, Semantic UI), which hides the window until a script opens it.
    for (const attrs of ['role="region" aria-modal="true"', 'role="dialog"', 'role="alertdialog"', 'class="modal fade"', 'class="ui modal small report"']) {
      const out = text(`<main><article>${story}</article></main>${consent(attrs)}`);
      expect(out, attrs).toContain('The ferry to the outer islands');
      expect(out, attrs).not.toContain('cannot be switched off');
    }
  });

  it('keeps a window that shows the page: an article opened in an overlay, or nearly all of its text', () => {
    const menu = '<nav><a href="/">Home</a> <a href="/news">News</a></nav>';
    const footer = `<footer>${'<p>© 2026 The Island Gazette. All rights reserved. Contact the newsroom.</p>'.repeat(3)}</footer>`;
    expect(text(`${menu}<div role="dialog" aria-modal="true"><article>${story}</article></div>${footer}`)).toContain('The ferry to the outer islands');
    expect(text(`${menu}<div role="dialog" aria-modal="true">${story}</div>`)).toContain('The ferry to the outer islands');
  });

  it('takes only the class `modal` for a window, not a part of one or a name that begins with it', () => {
    // A page whose story sits in a box named after a window's part: no window, so the story is read.
    const out = text(`<div class="modal-content">${story}</div><div class="modals">${consent('class="modal"')}</div>`);
    expect(out).toContain('The ferry to the outer islands');
    expect(out).not.toContain('cannot be switched off');
  });
});
