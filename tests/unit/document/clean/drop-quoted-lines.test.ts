import { describe, expect, it } from 'vitest';
import { textAfterRule } from '../../../support/rule-text';
import { dropQuotedLines } from '../../../../src/core/document/clean/drop-quoted-lines';

function run(html: string): string {
  return textAfterRule(html, 'https://mail.test/thread', (article) => dropQuotedLines(article));
}

// Shaped as Gmail shows an Apple Mail reply after Readability ran (defuddle's gmail fixture): the
// quoted history is literal "> " lines, partly folded into a "trimmed content" block.
const earlier = `<div class="msg"><p>Jane Doe May 15, 2026, 8:05 AM</p><p>Here's the room layout we discussed:</p></div>`;
const reply = (quoted: string) => `<div class="msg"><p>Alex Rivera May 15, 2026, 11:30 AM</p>
  <div class="body"><p>Looks great, booking that room now.<span class="im"><p>Alex</p></span>
  &gt; On May 15, 2026, at 8:05, Jane Doe &lt;<a href="mailto:jane@example.com">jane@example.com</a>&gt; wrote:</p>
  <div class="toggle"><p><img src="https://mail.test/dot.gif"></p></div>
  <div class="trimmed"><p>&gt; <br>${quoted}</p></div></div></div>`;

describe('dropQuotedLines', () => {
  it('drops a plain-text reply’s "> On … wrote:" line and the quoted lines after it when the thread shows them above', () => {
    const text = run(`${earlier}${reply(`&gt; Here's the room layout we discussed:<br>&gt; &lt;room.jpg&gt;<br>`)}<div class="msg"><p>Booked — see you Tuesday.</p></div>`);
    expect(text).not.toContain('wrote');
    expect(text).not.toContain('room.jpg');
    expect(text.match(/Here's the room layout/g)).toHaveLength(1);
    expect(text).toContain('Looks great, booking that room now.');
    expect(text).toContain('Alex');
    expect(text).toContain('Booked — see you Tuesday.');
  });

  it('drops quoted lines written one per block, as Outlook and webmail write them', () => {
    const text = run(`${earlier}<div class="msg"><div>Thanks, booked.</div><div>&gt; On Fri, May 15, 2026 at 8:05 AM Jane Doe wrote:</div><div>&gt;</div><div>&gt; Here's the room layout we discussed:</div></div><p>Next message</p>`);
    expect(text).not.toContain('wrote');
    expect(text.match(/Here's the room layout/g)).toHaveLength(1);
    expect(text).toContain('Thanks, booked.');
    expect(text).toContain('Next message');
  });

  it('keeps a quotation of a message the page does not show (a single archived message)', () => {
    const text = run(reply(`&gt; The build fails on ARM since the last compiler update, see the log.<br>`));
    expect(text).toContain('The build fails on ARM');
    expect(text).toContain('wrote:');
  });

  it('keeps every line of a reply written between quoted lines', () => {
    const text = run(`${earlier}<div class="msg"><p>Thanks.<br>&gt; On May 15, 2026, at 8:05, Jane Doe wrote:<br>&gt; Here's the room layout we discussed:<br>Which floor is it on?<br></p></div>`);
    expect(text).toContain('wrote:');
    expect(text).toContain('Which floor is it on?');
  });

  it('keeps a ">" line that is no attribution, and one in the middle of a line', () => {
    const text = run(`${earlier}<p>Ratio <b>a</b> &gt; On the whole, b wrote: less.</p><p>&gt; Here's the room layout we discussed:</p>`);
    expect(text).toContain('> On the whole');
    expect(text).toContain("> Here's the room layout");
  });
});
