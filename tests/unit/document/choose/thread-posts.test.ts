import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { threadPosts } from '../../../../src/core/document/choose/thread-posts';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { loadGeneralisationPage } from '../../../bench/generalisation-corpus';
import { comparable } from '../../../bench/segment-metric';

const URL_ = 'https://forum.test/threads/squad-2024.49320/';
const opening =
  '<p>Opening post of this thread is correct at the end of the transfer window, when the squads are registered with the league.</p>' +
  '<p>Players in: two midfielders, a striker and a winger on loan. Players out: four on permanent deals and three on loan for the season.</p>' +
  '<p>Goalkeepers, defenders and midfielders are listed below with their contract lengths, as the club published them in August.</p>' +
  '<p>The academy players who trained with the first team in pre-season are listed apart, as they do not count towards the squad.</p>' +
  '<p>Squad numbers changed for five players over the summer, and the list below uses the new ones, as the club shop does.</p>' +
  '<p>Injuries at the time of registration are marked, since the league lets a club swap an injured player out until January.</p>';
const replies = [
  'So that could mean trying to shift about a dozen players to get maybe six players in, a lot of work before the window closes.',
  'In the league none of our under-21 players need be included in the squad of twenty-five, so the count is less tight than it looks.',
  'Unbelievable recruitment over the last few years, to be honest; the new winger alone has changed how the team presses.',
  'The loan deals are the part I do not understand: three players out for a season each, and no option to buy any of them back.',
  'Registration day is the one that matters; until then every list posted on here is a guess, mine included, however well sourced.',
].map((r) => `${r} ${r}`);

/** A thread as XenForo writes it: each post an <article> of the same classes, numbered by its id and data attributes. */
function xenforoThread(): string {
  const post = (n: number, author: string, text: string) =>
    `<article class="message message--post js-post" data-author="${author}" data-content="post-${61720 + n}" id="js-post-${61720 + n}">` +
    // As deep as XenForo's: Readability's scores reach five ancestors up, not the list of posts.
    `<div class="message-inner"><div class="message-cell message-cell--user"><h4 class="message-name"><a href="/members/${author}">${author}</a></h4></div>` +
    `<div class="message-cell message-cell--main"><div class="message-main"><div class="message-content"><div class="message-userContent">` +
    `<article class="message-body"><div class="bbWrapper">${text}</div></article></div></div></div></div></div></article>`;
  const posts = [post(0, 'Spursidol', opening), ...replies.map((r, i) => post(i + 1, `member${i}`, `<p>${r}</p>`))];
  return `<html><head><title>Squad 2024 | Fans' Forum</title></head><body><nav><a href="/">Forums</a> <a href="/whats-new">What's new</a></nav>
    <h1>Squad 2024</h1><div class="block-body" id="posts">${posts.join('')}</div><footer>Forum software by XenForo</footer></body></html>`;
}

/** Readability's article: a copy of the first post's text. */
function articleOf(html: string): Element {
  return parseHtml(`<html><body><div>${html}</div></body></html>`, URL_).body.firstElementChild!;
}

describe('threadPosts: the post Readability took, among the numbered posts of its thread', () => {
  it('finds the list of posts around the opening post (XenForo: the same classes, numbered ids)', () => {
    const page = parseHtml(xenforoThread(), URL_);
    const article = articleOf(opening);
    expect(threadPosts(article, (article.textContent ?? '').length, page.body)).toBe(page.querySelector('#posts'));
  });

  it('finds posts numbered by the id of their wrappers alone (`<div id="postBoxWrapper5872…">`)', () => {
    const wrap = (n: number, text: string) => `<div id="postBoxWrapper58720593${n}"><article class="post-article post-box"><div class="post-body"><p>${text}</p></div></article></div>`;
    const page = parseHtml(`<html><body><main><div id="list">${[opening, ...replies].map((t, i) => wrap(i, t)).join('')}</div></main></body></html>`, URL_);
    const article = articleOf(`<p>${replies[1]}</p>`);
    expect(threadPosts(article, (article.textContent ?? '').length, page.body)).toBe(page.querySelector('#list'));
  });

  it("keeps a story beside blocks of the same layout that are not numbered apart (a site's columns)", () => {
    const column = (text: string) => `<section class="column zn__column--idx-0">${text}</section>`;
    const page = parseHtml(`<html><body><div>${column(opening)}${column(`<p>${replies[0]}</p>`)}${column(`<p>${replies[1]}</p>`)}</div></body></html>`, URL_);
    const article = articleOf(opening);
    expect(threadPosts(article, (article.textContent ?? '').length, page.body)).toBeNull();
  });

  it('keeps a story its layout cut into blocks numbered by their place (`data-index="01"`, `"02"`): one article, not posts', () => {
    const chunk = (n: number, text: string) => `<div class="flex flex-col" data-testid="ArticleBody.StreamLayout" data-index="0${n}">${text}</div><div data-commercial-format="banner${n}">Anzeige</div>`;
    const page = parseHtml(`<html><body><div>${[opening, `<p>${replies[0]}</p>`, `<p>${replies[1]}</p>`].map((t, i) => chunk(i + 1, t)).join('')}</div></body></html>`, URL_);
    const article = articleOf(opening);
    expect(threadPosts(article, (article.textContent ?? '').length, page.body)).toBeNull();
  });

  it('keeps a story beside numbered teaser cards that hold no prose of their own (links only)', () => {
    const card = (n: number) => `<article class="card" id="post-${100 + n}"><h3><a href="/story/${n}">Another story of the week, number ${n}, with a long linked headline</a></h3></article>`;
    const page = parseHtml(`<html><body><div><article class="card" id="post-99">${opening}</article>${card(1)}${card(2)}${card(3)}</div></body></html>`, URL_);
    const article = articleOf(opening);
    expect(threadPosts(article, (article.textContent ?? '').length, page.body)).toBeNull();
  });

  it('reads the whole thread into the document where Readability takes one post of it (a XenForo thread of the WCXB dev half)', () => {
    const page = loadGeneralisationPage('wcxb/0523');
    const parse = () => parseHtml(page.html, page.url);
    const doc = htmlToDocument(parse(), page.url, { consume: { reparse: parse } });
    const text = comparable(doc.lines.join('\n'));
    expect(doc.path).toBe('fallback');
    // The opening post and the replies the page's gold text holds; not the forum's menus.
    for (const segment of page.with) expect(text).toContain(comparable(segment));
    for (const segment of page.without) expect(text).not.toContain(comparable(segment));
  });
});
