import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { cleanClone } from '../../../../src/core/document/choose/clean-body';
import { dropPageLandmarks } from '../../../../src/core/document/choose/page-landmarks';

const URL_ = 'https://forum.test/topic/42';
const post = '<p>I bought the detector last spring and found two coins on the beach the first weekend, then nothing for a month.</p>';
const recentReplies = '<aside class="widget"><h3>Recent replies</h3><ul><li><a href="/topic/7">RE: Which coil for wet sand?</a></li><li><a href="/topic/9">RE: Best beginner detector</a></li></ul></aside>';
const similar = '<div role="complementary"><h2>Similar questions</h2><a href="/q/1">Where did the quake hit hardest?</a> 20 answers<a href="/q/2">Was it felt in the city?</a> 3 answers</div>';
const loginBox = '<aside><h3>Contribution level</h3><table><tr><td>Posts</td><td>Points</td></tr></table><p>Log in to post questions or answers.</p></aside>';
const siteFooter = '<footer><p>Our social media</p><p>PO Box 11072 Spring, TX 77391</p></footer>';

function part(body: string): Element {
  return parseHtml(`<html><body><div id="part">${body}</div></body></html>`, URL_).querySelector('#part')!;
}

describe('dropPageLandmarks: what a page marks as beside or below its content goes when a part of it is read whole', () => {
  it('drops <aside> widgets and role="complementary" columns of the main region, and keeps the post', () => {
    const main = part(`<main><div class="topic">${post}${post}</div><div class="sidebar">${recentReplies}${similar}${loginBox}</div></main>`);
    dropPageLandmarks(main);
    const text = main.textContent ?? '';
    expect(text).toContain('two coins on the beach');
    for (const widget of ['Recent replies', 'Which coil', 'Similar questions', 'quake', 'Contribution level', 'Log in to post']) expect(text).not.toContain(widget);
  });

  it('keeps a sidenote: an aside of words set beside the paragraph it annotates', () => {
    const main = part(`<div><div>${post.replace('month.', 'month.<sup>1</sup>')}</div><aside><ol start="1"><li>The tide had taken the sand <a href="/notes">down a metre</a> that week.</li></ol></aside></div>`);
    dropPageLandmarks(main);
    expect(main.textContent).toContain('The tide had taken the sand');
  });

  it('drops an aside in the text that is mostly links, a shop or "more posts" box between paragraphs', () => {
    const main = part(`${post}<aside><ul><li><a href="/deal/1">Save up to $200 on the new detectors</a></li><li><a href="/deal/2">Coils on sale this week</a></li></ul></aside>${post}`);
    dropPageLandmarks(main);
    const text = main.textContent ?? '';
    expect(text).not.toContain('Save up to $200');
    expect(text).toContain('two coins');
  });

  it("drops the site's footer and a contentinfo block, and keeps an article's own footer for the clean stage", () => {
    const page = part(`<article>${post}<footer>Filed under metal detecting by Ana Ruiz</footer></article>${siteFooter}<div role="contentinfo">© 2024 Detector Forum</div>`);
    dropPageLandmarks(page);
    const text = page.textContent ?? '';
    expect(text).toContain('Filed under metal detecting');
    expect(text).not.toContain('PO Box 11072');
    expect(text).not.toContain('© 2024 Detector Forum');
  });

  it('keeps them all when they are the page: a home page whose text is its aside of categories', () => {
    const home = part(`<header><a href="/">Home</a></header><aside><h2>Categories</h2><ul><li><a href="/c/kettles">Kettles that boil water in no time</a></li><li><a href="/c/cups">Cups in blue and white porcelain</a></li></ul></aside>${siteFooter}`);
    dropPageLandmarks(home);
    const text = home.textContent ?? '';
    expect(text).toContain('Kettles that boil water');
    expect(text).toContain('PO Box 11072');
  });

  it('is part of the cleaning of a part read whole (choose/clean-body.ts)', () => {
    const body = part(`<main><div class="topic">${post}</div>${recentReplies}</main>${siteFooter}`);
    const text = cleanClone(body).textContent ?? '';
    expect(text).toContain('two coins on the beach');
    expect(text).not.toContain('Recent replies');
    expect(text).not.toContain('PO Box 11072');
  });

  it('weighs the landmarks against what the part shows: text hidden by its style does not count as the rest', () => {
    // A home page whose content is its aside of categories, beside a menu the page hides until it is opened.
    const menuItem = (n: number) => `<li><a href="/shop/${n}">Department ${n}: kettles, cups, teapots and saucers</a></li>`;
    const hiddenMenu = `<div style="display: none"><ul>${[1, 2, 3, 4, 5, 6].map(menuItem).join('')}</ul></div>`;
    const home = part(`${hiddenMenu}<aside><h2>Categories</h2><ul><li><a href="/c/kettles">Kettles that boil water in no time</a></li><li><a href="/c/cups">Cups in blue and white porcelain</a></li></ul></aside>`);
    const text = cleanClone(home).textContent ?? '';
    expect(text).toContain('Kettles that boil water');
    expect(text).not.toContain('Department 1');
  });
});
