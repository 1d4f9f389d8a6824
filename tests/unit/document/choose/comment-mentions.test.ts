import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { markCommentThreads } from '../../../../src/core/document/choose/comment-threads';
import { elementToDocument } from '../../../../src/core/document/html-to-document';

const URL_ = 'https://social.test/@ann/1';

function thread(html: string): string[] {
  const root = parseHtml(`<html><body><div id="t">${html}</div></body></html>`, URL_).querySelector('#t')!;
  markCommentThreads(root);
  return elementToDocument(root, { url: URL_, title: 't', path: 'fallback' }).lines.map((l) => l.replace(/【\d+†([^†】]+)[^】]*】/g, '$1'));
}

/** A flat reply as Mastodon draws it: permalink with the time, then the author, then the text. */
const reply = (id: number, who: string, says: string) =>
  `<div class="status__wrapper-reply"><div class="status__info"><a href="/@${who}/${id}" class="status__relative-time"><time datetime="2026-04-20T12:00:00Z">${id}m</time></a>` +
  `<a href="/@${who}" class="status__display-name"><span class="display-name"><strong>${who}</strong></span></a></div>` +
  `<div class="status__content"><p>${says}</p></div></div>`;
const at = (who: string) => `<a href="/@${who}" class="mention">@${who}</a>`;
/** The post itself, its author linked outside the replies. */
const post = `<div class="detailed-status"><a href="/@ann" class="detailed-status__display-name">Ann</a><p>The post.</p></div>`;

describe('nestByMentions (flat threads)', () => {
  it('nests a reply that opens by mentioning the author of a comment above it; the post author’s mentions stay at the top', () => {
    const lines = thread(
      post + reply(1, 'bob', `${at('ann')} Nice.`) + reply(2, 'cat', `${at('ann')} How?`) + reply(3, 'dan', `${at('cat')} Like this.`) + reply(4, 'cat', `${at('dan')} Thanks.`) +
        reply(5, 'ann', `${at('cat')} Me too.`) + reply(6, 'eve', `${at('ann')} Late.`),
    );
    expect(lines.filter((l) => l.trimStart().startsWith('- '))).toEqual([
      '- bob · 1m',
      '- cat · 2m',
      '  - dan · 3m',
      '    - cat · 4m',
      '      - ann · 5m',
      '- eve · 6m',
    ]);
  });

  it('leaves a thread flat when a mention names nobody in the chain above, or does not open the text', () => {
    const lines = thread(post + reply(1, 'bob', `${at('eve')} Nice.`) + reply(2, 'cat', `Agreed with ${at('bob')}.`) + reply(3, 'dan', 'No mention.'));
    expect(lines.filter((l) => l.trimStart().startsWith('- '))).toEqual(['- bob · 1m', '- cat · 2m', '- dan · 3m']);
  });

  it('does not nest under a comment that is no longer in the chain (a later top-level comment came between)', () => {
    const lines = thread(post + reply(1, 'bob', `${at('ann')} Hi.`) + reply(2, 'cat', `${at('ann')} Hello.`) + reply(3, 'dan', `${at('bob')} Back to bob.`));
    expect(lines.filter((l) => l.trimStart().startsWith('- '))).toEqual(['- bob · 1m', '- cat · 2m', '- dan · 3m']);
  });
});
