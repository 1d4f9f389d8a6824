import { describe, expect, it } from 'vitest';
import { textAfterRule } from '../../../support/rule-text';
import { dropQuotedHistory } from '../../../../src/core/document/clean/drop-quoted-history';

function run(html: string): string {
  return textAfterRule(html, 'https://mail.test/thread', (article) => dropQuotedHistory(article));
}

const first = `<div class="msg"><div>Hi Jane,</div><div>Nice to e-meet you! Hope this email finds you well.</div><div>1. Are Tuesday mornings generally good for you?</div><div>Best,</div><div>Alex</div></div>`;

describe('dropQuotedHistory', () => {
  it("drops a reply's quotation of a message the thread already shows, with its 'On … wrote:' line (one or several quotations)", () => {
    const text = run(`${first}<div class="msg"><div>Hi Alex, Tuesday mornings work well for me.</div>
      <div class="gmail_quote"><div class="gmail_attr">On Wed, May 13, 2026 at 11:02 PM Alex Rivera &lt;alex@example.com&gt; wrote:<br></div>
      <blockquote class="gmail_quote"><div>Hi Jane,</div><div>Nice to e-meet you! Hope this email finds you well.</div><div>1. Are Tuesday mornings generally good for you?</div></blockquote></div></div>
      <div class="msg"><div>Perfect, invite sent.</div><div>Le jeu. 14 mai 2026 à 09:15, Jane Doe a écrit :</div>
      <blockquote><div>Hi Alex, Tuesday mornings work well for me.</div></blockquote><blockquote type="cite"><div>Are Tuesday mornings generally good for you?</div></blockquote></div>`);
    expect(text).not.toContain('wrote');
    expect(text).not.toContain('a écrit');
    expect(text.match(/Hope this email finds you well/g)).toHaveLength(1);
    expect(text.match(/Tuesday mornings work well for me/g)).toHaveLength(1);
    expect(text).toContain('Perfect, invite sent.');
  });

  it('keeps a quotation of a message the page does not show, and a quotation with no attribution line', () => {
    const archived = run(`<div>On Tue, Mar 3, 2020 at 9:00 AM Bob wrote:</div><blockquote><p>The build fails on ARM since the last compiler update, see the log attached.</p></blockquote><p>Fixed in the next release.</p>`);
    expect(archived).toContain('The build fails on ARM');
    expect(archived).toContain('Bob wrote:');
    const cited = run(`${first}<p>As she put it:</p><blockquote><div>Nice to e-meet you! Hope this email finds you well.</div></blockquote>`);
    expect(cited.match(/Hope this email finds you well/g)).toHaveLength(2);
  });
});
