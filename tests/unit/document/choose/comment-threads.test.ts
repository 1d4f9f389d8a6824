import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { COMMENT, hasHint, HINT, isComment, markCommentThreads } from '../../../../src/core/document/choose/comment-threads';
import { elementToDocument } from '../../../../src/core/document/html-to-document';

const URL_ = 'https://forum.test/t/1';

/** The thread's document lines after marking, as the model reads them. */
function thread(html: string): string[] {
  const root = parseHtml(`<html><body><div id="t">${html}</div></body></html>`, URL_).querySelector('#t')!;
  markCommentThreads(root);
  return elementToDocument(root, { url: URL_, title: 't', path: 'fallback' }).lines;
}

/** old Reddit: `.thing.comment` with its replies in `.child`, buttons as a list of links. */
const reddit = (who: string, says: string, replies = '') =>
  `<div class="thing comment" data-author="${who}"><div class="entry"><p class="tagline"><a class="author" href="/user/${who}">${who}</a> 12 points</p>` +
  `<div class="usertext-body"><div class="md"><p>${says}</p></div></div>` +
  `<ul class="flat-list buttons"><li><a href="/p">permalink</a></li><li><a href="/e">embed</a></li><li><a href="/r">reply</a></li></ul></div>` +
  `<div class="child"><div class="sitetable">${replies}</div></div></div>`;

/** Hacker News: flat rows, the level in `td.ind` (attribute in today's markup, spacer width in older). */
const hn = (who: string, level: number, says: string, spacerOnly = false) =>
  `<tr class="athing comtr"><td><table><tr><td class="ind"${spacerOnly ? '' : ` indent="${level}"`}><img src="s.gif" height="1" width="${level * 40}"></td>` +
  `<td class="default"><div class="comhead"><a class="hnuser" href="user?id=${who}">${who}</a> <span class="age"><a href="item?id=${level}">1 hour ago</a></span> | <a href="#p">parent</a> <a class="togg" href="#">[–]</a></div>` +
  `<div class="comment"><div class="commtext">${says}</div><div class="reply"><p><font size="1"><u><a href="reply?id=1">reply</a></u></font></p></div></div></td></tr></table></td></tr>`;

describe('markCommentThreads', () => {
  it('nests replies under the comment they answer (old Reddit), one item a comment, its buttons gone', () => {
    const lines = thread(reddit('ann', 'Top comment.', reddit('bob', 'A reply to ann.', reddit('cat', 'A reply to bob.'))) + reddit('dan', 'Second top comment.'));
    expect(lines).toEqual([
      '- 【0†ann】 12 points',
      '  Top comment.',
      '  - 【1†bob】 12 points',
      '    A reply to ann.',
      '    - 【2†cat】 12 points',
      '      A reply to bob.',
      '- 【3†dan】 12 points',
      '  Second top comment.',
    ]);
  });

  it("reads Hacker News's flat rows by their indent attribute, or by the spacer's width when there is none", () => {
    for (const spacerOnly of [false, true]) {
      const rows = [hn('ann', 0, 'Root.', spacerOnly), hn('bob', 1, 'Child.', spacerOnly), hn('cat', 2, 'Grandchild.', spacerOnly), hn('dan', 0, 'Another root.', spacerOnly)];
      const lines = thread(`<table class="comment-tree">${rows.join('')}</table>`);
      expect(lines.filter((l) => l.trimStart().startsWith('- ')).map((l) => l.replace(/【\d+†([^†】]+)[^】]*】/g, '$1'))).toEqual([
        '- ann · 1 hour ago',
        '  - bob · 1 hour ago',
        '    - cat · 1 hour ago',
        '- dan · 1 hour ago',
      ]);
      expect(lines.join('\n')).not.toMatch(/parent|reply|\[–\]/);
      expect(lines).toContain('      Grandchild.');
    }
  });

  it("reads new Reddit's depth attribute", () => {
    const c = (depth: number, who: string, says: string, inner = '') =>
      `<shreddit-comment author="${who}" depth="${depth}"><div slot="commentMeta"><a href="/user/${who}/">${who}</a> <time datetime="2025-01-15T10:00:00Z">2d ago</time></div><div slot="comment"><p>${says}</p></div>${inner}</shreddit-comment>`;
    const lines = thread(c(0, 'ann', 'Root.', c(1, 'bob', 'Child.')) + c(0, 'cat', 'Another root.'));
    expect(lines).toEqual(['- 【0†ann】 2d ago', '  Root.', '  - 【1†bob】 2d ago', '    Child.', '- 【2†cat】 2d ago', '  Another root.']);
  });

  it('reads WordPress-style lists of comments with replies in a nested list, keeping multi-paragraph comments and their code together', () => {
    const li = (who: string, body: string, children = '') =>
      `<li class="comment"><article class="comment-body"><footer><b class="fn">${who}</b> <time>March 3, 2024</time></footer><div class="comment-content">${body}</div></article>${children ? `<ol class="children">${children}</ol>` : ''}</li>`;
    const lines = thread(`<ol class="comment-list">${li('ann', '<p>First paragraph.</p><p>Second paragraph.</p>', li('bob', '<p>Try this:</p><pre><code>let x = 1;\n\nlet y = 2;</code></pre>'))}${li('cat', '<p>Thanks!</p>')}</ol>`);
    expect(lines).toEqual([
      '- **ann** March 3, 2024',
      '  First paragraph.',
      '  Second paragraph.',
      '  - **bob** March 3, 2024',
      '    Try this:',
      '    ```',
      '    let x = 1;',
      '',
      '    let y = 2;',
      '    ```',
      '- **cat** March 3, 2024',
      '  Thanks!',
    ]);
  });

  it('keeps words like "link" that a comment links in its text, and leaves a lone comment as it is', () => {
    const lines = thread(reddit('ann', 'See the <a href="https://spec.test/">link</a> and the <a href="https://src.test/">source</a>.') + reddit('bob', 'Ok.'));
    expect(lines).toContain('  See the 【1†link†spec.test】 and the 【2†source†src.test】.');
    const root = parseHtml(`<html><body><div id="t">${reddit('ann', 'Alone.')}</div></body></html>`, URL_).querySelector('#t')!;
    expect(markCommentThreads(root)).toBe(0);
    expect(root.querySelector('.comment')).not.toBeNull();
  });

  it('wraps a long comment with its continuation lines indented under it', () => {
    const long = 'This reply is long enough to wrap: it goes on about consistency models and benchmarks for quite a while longer than one line.';
    const lines = thread(reddit('ann', 'Root.', reddit('bob', long)) + reddit('cat', 'Ok.'));
    const at = lines.findIndex((l) => l.startsWith('    This reply'));
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toMatch(/^ {4}\S/);
    expect(lines.every((l) => l.length <= 110)).toBe(true);
  });

  it('nests by class names alone: a "comment-item" inside another\'s "replies" container', () => {
    const item = (who: string, says: string, replies = '') =>
      `<div class="comment-item"><div class="comment-meta"><span class="comment-author">${who}</span> · <span class="comment-date">2 days ago</span></div><div class="comment-body"><p>${says}</p></div>${replies ? `<div class="comment-replies">${replies}</div>` : ''}</div>`;
    expect(thread(item('ann', 'Root.', item('bob', 'Child.')) + item('cat', 'Another root.'))).toEqual([
      '- ann · 2 days ago',
      '  Root.',
      '  - bob · 2 days ago',
      '    Child.',
      '- cat · 2 days ago',
      '  Another root.',
    ]);
  });

  it('nests the items of a list named for comments through their "children" lists, not through a bulleted list in a comment', () => {
    const html = `<ol class="comments"><li><p><b>ann</b>: Root, with a list:</p><ul><li>one point</li><li>another point</li></ul><ul class="children"><li><p><b>bob</b>: Child.</p></li></ul></li><li><p><b>cat</b>: Another root.</p></li></ol>`;
    expect(thread(html)).toEqual([
      '- **ann**: Root, with a list:',
      '  * one point',
      '  * another point',
      '  - **bob**: Child.',
      '- **cat**: Another root.',
    ]);
  });

  it("keeps schema.org Comment posts (Discourse's crawler view) flat and in order, each under its author", () => {
    const post = (who: string, says: string) =>
      `<div itemprop="comment" itemscope itemtype="http://schema.org/Comment"><div class="creator"><span itemprop="author"><a href="/u/${who}">${who}</a></span> <time datetime="2024-03-01T10:00:00Z">March 1, 2024</time></div><div class="post" itemprop="text"><p>${says}</p></div></div>`;
    const lines = thread(post('ann', 'First reply.') + post('bob', 'Second reply.'));
    expect(lines).toEqual(['- 【0†ann】 · March 1, 2024', '  First reply.', '- 【1†bob】 · March 1, 2024', '  Second reply.']);
  });

  it('leaves a page whose classes only name parts of comments (a comment form, a count) alone', () => {
    const root = parseHtml(`<html><body><div id="t"><p class="comment-count">3 comments</p><form class="comment-form"><p>Leave a reply</p></form><p class="reply-link">Reply</p></div></body></html>`, URL_).querySelector('#t')!;
    expect(markCommentThreads(root)).toBe(0);
  });

  it('starts each comment with its author, then its age and points, whatever order the page drew them in; a name in the text stays put', () => {
    const status = (who: string, says: string) =>
      `<div class="comment"><a class="status__relative-time" href="/@${who}/1"><time datetime="2026-04-20T12:15:00Z">15m</time></a><a class="status__display-name" href="/@${who}"><span class="display-name">${who}</span></a>` +
      `<span class="score">3 points</span><div class="status__content"><p>Thanks <span class="username">@ann</span>, ${says}</p></div></div>`;
    expect(thread(status('bob', 'nice work.') + status('cat', 'agreed.'))).toEqual([
      '- 【0†bob】 · 【1†15m】 · 3 points',
      '  Thanks @ann, nice work.',
      '- 【2†cat】 · 【3†15m】 · 3 points',
      '  Thanks @ann, agreed.',
    ]);
  });

  it('takes a box around exactly one comment (a reply wrapper) for no comment of its own', () => {
    const post = (who: string) =>
      `<div class="status-wrapper-reply"><div class="status status-reply"><a class="display-name" href="/@${who}">${who}</a><p>Hello from ${who}.</p></div></div>`;
    expect(thread(post('bob') + post('cat'))).toEqual(['- 【0†bob】', '  Hello from bob.', '- 【1†cat】', '  Hello from cat.']);
  });

  it("reads Discourse's crawler view (what a fetch without scripts gets): one item a post, author then date", () => {
    // Markup of Discourse's crawler topic page (topic-body crawler-post, crawler-post-meta), as served in 2026.
    const post = (n: number, who: string, says: string) =>
      `<div itemprop="comment" itemscope itemtype="http://schema.org/Comment"><div id="post_${n}" class="topic-body crawler-post"><div class="crawler-post-meta">` +
      `<span class="creator" itemprop="author" itemscope itemtype="http://schema.org/Person"><a itemprop="url" href="https://forum.test/u/${who}"><span itemprop="name">${who}</span></a></span>` +
      `<span class="crawler-post-infos"><time itemprop="datePublished" datetime="2026-06-25T21:39:00Z" class="post-time">June 25, 2026, 9:39pm</time></span></div>` +
      `<div class="post" itemprop="text"><p>${says}</p></div></div></div>`;
    expect(thread(post(2, 'ann', 'First reply.') + post(3, 'bob', 'Second reply.'))).toEqual([
      '- 【0†ann】 · June 25, 2026, 9:39pm',
      '  First reply.',
      '- 【1†bob】 · June 25, 2026, 9:39pm',
      '  Second reply.',
    ]);
  });

  it("reads Stack Exchange's comments under a post: the author and date written after the text come first", () => {
    const comment = (who: string, says: string) =>
      `<li class="comment js-comment"><div class="comment-text js-comment-text-and-form"><div class="comment-body js-comment-edit-hide"><span class="comment-copy">${says}</span> – ` +
      `<div class="d-inline-flex ai-center"><a href="/users/1/${who}" class="comment-user">${who}</a></div> <span class="comment-date"><span class="relativetime-clean">Mar 3, 2021 at 10:15</span></span></div></div></li>`;
    const lines = thread(`<div class="answer"><div class="s-prose"><p>Use a map.</p></div><div class="comments"><ul class="comments-list">${comment('ann', 'Why not a set?')}${comment('bob', 'Order matters here.')}</ul></div></div>`);
    expect(lines.slice(-4)).toEqual(['- 【0†ann】 · Mar 3, 2021 at 10:15', '  Why not a set? –', '- 【1†bob】 · Mar 3, 2021 at 10:15', '  Order matters here. –']);
  });

  it("puts the author first and the age and points after it as old Reddit's tagline draws them (points, then time); a flair before the name follows", () => {
    const c = (who: string, says: string) =>
      `<div class="thing comment"><div class="entry"><p class="tagline"><span class="flair">OP</span> <a class="author" href="/user/${who}">${who}</a> <span class="score unvoted">42 points</span> <time datetime="2025-01-15T10:30:00Z">2 days ago</time></p><div class="md"><p>${says}</p></div></div></div>`;
    expect(thread(c('ann', 'Root.') + c('bob', 'Another.'))).toEqual(['- 【0†ann】 · 2 days ago · 42 points · OP', '  Root.', '- 【1†bob】 · 2 days ago · 42 points · OP', '  Another.']);
  });

  it('leaves a head that already reads in order ("Alan wrote on December 24:") as the site wrote it', () => {
    const c = (who: string) =>
      `<li class="comment"><h4><span class="comment-author-link">${who}</span> wrote on <a href="#c">December 24, 2020 at 3:53 am</a>:</h4><blockquote><p>Thanks for the fix.</p></blockquote></li>`;
    expect(thread(`<ol class="commentlist">${c('Alan')}${c('John')}</ol>`)[0]).toBe('- #### Alan wrote on 【0†December 24, 2020 at 3:53 am】:');
  });

  it('finds a list of comments named by its id alone', () => {
    expect(thread('<ul id="comments"><li><p><b>ann</b>: One.</p></li><li><p><b>bob</b>: Two.</p></li></ul>')).toEqual(['- **ann**: One.', '- **bob**: Two.']);
  });

  it('leaves comments in code to the code (Prism’s `token comment`, highlight.js’s `hljs-comment`)', () => {
    const prism = '<pre><code class="language-js"><span class="token comment">// one</span>\nrun();\n<span class="token comment">// two</span>\nstop();</code></pre>';
    const hljs = '<pre><code class="hljs"><span class="hljs-comment"># one</span>\nread name\n<span class="hljs-comment"># two</span>\necho $name</code></pre>';
    expect(thread(prism)).toEqual(['```js', '// one', 'run();', '// two', 'stop();', '```']);
    expect(thread(hljs)).toEqual(['```', '# one', 'read name', '# two', 'echo $name', '```']);
  });
});

describe('comment heads where the time comes before the author', () => {
  it('puts the author first even when the time link stands alone in a paragraph before an avatar in the name link', () => {
    const c = (who: string, says: string) =>
      `<div class="status__wrapper-reply"><div class="status__info"><p><a href="/@${who}/1" class="status__relative-time"><time datetime="2026-04-20T12:00:00Z">5m</time></a></p>` +
      `<a href="/@${who}" class="status__display-name"><div class="status__avatar"><p><img src="/a/${who}.png" alt=""></p></div><span class="display-name"><strong>${who}</strong></span></a></div>` +
      `<div class="status__content"><p>${says}</p></div></div>`;
    const lines = thread(c('bob', 'Nice work.') + c('cat', 'Agreed.')).map((l) => l.replace(/【\d+†([^†】]+)[^】]*】/g, '$1'));
    expect(lines).toEqual(['- bob · 5m', '  Nice work.', '- cat · 5m', '  Agreed.']);
  });
});

describe('posts known by their heads', () => {
  /** A review timeline after Readability folded each comment box: no "comment" class left, a head line first. */
  const post = (id: string, who: string, verb: string, body: string) =>
    `<div id="${id}"><p class="timeline-header"><strong><a class="author" href="/${who}">${who}</a></strong> ${verb} <a href="#${id}"><relative-time datetime="2026-01-15T10:30:00Z">Jan 15, 2026</relative-time></a></p>` +
    `<div class="edit-comment-hide"><div class="markdown-body">${body}</div></div></div>`;

  it('reads boxes side by side that each open with their author and time as a thread, each its own comment', () => {
    const lines = thread(
      `<div class="timeline">${post('issue-1', 'ann', 'commented', '<h2>Summary</h2><p>Fixes it.</p>')}${post('r1', 'bot', '', '<p>Consider this.</p>')}${post('r2', 'bot', '', '<p>And that.</p>')}${post('c1', 'ann', 'commented', '<p>Done.</p>')}</div>`,
    ).map((l) => l.replace(/【\d+†([^†】]+)[^】]*】/g, '$1'));
    expect(lines.filter((l) => l.startsWith('- '))).toEqual(['- **ann** commented Jan 15, 2026', '- **bot** · Jan 15, 2026', '- **bot** · Jan 15, 2026', '- **ann** commented Jan 15, 2026']);
    expect(lines).toContain('  Consider this.');
    expect(lines).toContain('  And that.');
  });

  it('does not take a part named "edit-comment-hide" for a comment, nor two headed boxes for a thread', () => {
    const root = parseHtml(`<html><body><div id="t"><div>${post('a', 'ann', 'commented', '<p>One.</p>')}${post('b', 'bob', 'commented', '<p>Two.</p>')}</div></div></body></html>`, URL_).querySelector('#t')!;
    expect(markCommentThreads(root)).toBe(0);
  });

  it('leaves an article whose bylines stand inside its text alone (a head must open its box)', () => {
    const para = (who: string) => `<div><p>Intro text first.</p><p>By <a class="author" href="/${who}">${who}</a> <time>Jan 15, 2026</time></p><p>More.</p></div>`;
    const root = parseHtml(`<html><body><div id="t"><div class="comment-like-nothing">${para('ann')}${para('bob')}${para('cat')}</div></div></body></html>`, URL_).querySelector('#t')!;
    expect(markCommentThreads(root)).toBe(0);
  });
});

describe('isComment', () => {
  it('tells what the COMMENT selector matches', () => {
    const dom = parseHtml(
      '<div id="root"><div class="comment">a</div><div class="x comment y">b</div><div class="comments">c</div><div class="Comment">d</div><tr class="athing comtr"></tr><div class="crawler-post">e</div>' +
        '<div itemprop="comment">f</div><div itemprop="comments">g</div><article itemtype="https://schema.org/Comment">h</article><div itemtype="http://schema.org/CommentAction">i</div>' +
        '<div data-type="comment">j</div><div data-type="Comment">k</div><shreddit-comment depth="0">l</shreddit-comment><shreddit-comment>m</shreddit-comment><p>n</p><div class="">o</div></div>',
    );
    const all = Array.from(dom.querySelector('#root')!.querySelectorAll('*'));
    expect(all.filter(isComment).map((el) => el.textContent)).toEqual(all.filter((el) => el.matches(COMMENT)).map((el) => el.textContent));
    expect(all.filter(isComment).length).toBe(10);
  });
});

describe('hasHint', () => {
  it('tells what querySelector(HINT) finds', () => {
    const cases = ['<p>plain <b class="Comment">x</b></p>', '<div class="commentary">x</div>', '<div class="replyBox">x</div>', '<div id="comments">x</div>', '<div id="Comments">x</div>', '<tr class="comtr"></tr>', '<shreddit-comment>x</shreddit-comment>', '<div itemprop="comment">x</div>', '<div data-type="comment">x</div>', '<div class="post" id="main">x</div>', '<p>x</p>'];
    for (const html of cases) {
      const root = parseHtml(`<div id="root">${html}</div>`).querySelector('#root')!;
      expect(hasHint(root), html).toBe(root.querySelector(HINT) !== null);
    }
  });
});

