import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { boldOpenings, dropBoilerplate } from '../../../../src/core/document/clean/drop-boilerplate';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const prose = '<p>The council voted on Tuesday to expand the tidal project, citing output figures from the last two winters and lower costs.</p>'.repeat(6);

describe('dropBoilerplate', () => {
  it('drops share bars, related lists and newsletter prompts named as such', () => {
    const dom = parseHtml(`<html><body><article id="a">${prose}
      <div class="share-bar"><a href="https://facebook.com/x">Facebook</a> <a href="https://twitter.com/x">Twitter</a> <a href="/mail">Email</a></div>
      <ul class="related-articles"><li><a href="/1">Wind farm output doubles</a></li><li><a href="/2">Council approves budget</a></li></ul>
      <div id="newsletter-signup">Sign up</div>
      <h3>You may also like</h3><ul><li><a href="/3">Ten best beaches</a></li><li><a href="/4">Tides explained</a></li></ul>
      <h2>Costs</h2><ul><li>Turbines: <a href="/t">12 million</a> over five years of operation</li><li>Grid link: 3 million</li></ul>
    </article></body></html>`);
    const article = dom.querySelector('#a')!;
    dropBoilerplate(article);
    const text = article.textContent ?? '';
    for (const gone of ['Facebook', 'Wind farm output', 'Sign up', 'You may also like', 'Ten best beaches']) expect(text).not.toContain(gone);
    for (const kept of ['Costs', 'Turbines', '12 million', 'Grid link', 'tidal project']) expect(text).toContain(kept);
  });

  it('drops a small widget under each name it knows, however the page writes the name (case, camelCase, id)', () => {
    const names = [
      'shareBar', 'sharing', 'Social', 'sociallinks', 'related', 'recommended', 'recommendations', 'moreStories', 'more-from', 'readMore', 'outbrain', 'TABOOLA',
      'tags', 'tag_list', 'taglist', 'tagCloud', 'categories', 'catlinks', 'recirc', 'recirculation', 'trending', 'mostPopular', 'most-read', 'popular-posts',
      'ad', 'ADS', 'advert', 'adverts', 'advertisement', 'advertising', 'sponsored', 'breadcrumb', 'Crumbs', 'printHeader', 'print-only', 'visible-print',
      'newsletters', 'subscribe', 'subscription', 'signup', 'signUp', 'promo', 'promotion', 'CTA', 'authorBio', 'author-box', 'aboutTheAuthor', 'about-author', 'bioBox',
    ];
    const widgets = names.map((name, i) => `<div ${i % 2 ? 'id' : 'class'}="${name}"><a href="/w${i}">Widget ${name} link</a></div>`).join('');
    const dom = parseHtml(`<html><body><article id="a">${prose.repeat(20)}${widgets}<div class="d-none d-print-block">Printed from the site</div></article></body></html>`);
    const article = dom.querySelector('#a')!;
    dropBoilerplate(article);
    const text = article.textContent ?? '';
    for (const name of names) expect(text).not.toContain(`Widget ${name} link`);
    expect(text).not.toContain('Printed from the site');
    expect(text).toContain('tidal project');
  });

  it('drops a wiki’s category links (MediaWiki’s catlinks), which are the page’s tags', () => {
    const dom = parseHtml(`<html><body><div id="a">${prose}
      <div id="catlinks" class="catlinks"><div class="mw-normal-catlinks"><a href="/wiki/Help:Category">Categories</a>: <ul><li><a href="/wiki/Category:Note-taking_software">Note-taking software</a></li><li><a href="/wiki/Category:2020_software">2020 software</a></li></ul></div></div>
      <div class="categories-explained"><p>Tidal categories: the council sorts sites into three bands by the height of their spring tides, and only the highest band qualifies for the grant.</p></div>
    </div></body></html>`);
    const article = dom.querySelector('#a')!;
    dropBoilerplate(article);
    const text = article.textContent ?? '';
    for (const gone of ['Categories:', 'Note-taking software', '2020 software']) expect(text).not.toContain(gone);
    expect(text).toContain('only the highest band qualifies');
  });

  it('keeps a link widget name on a block that is a large part of the article or mostly prose', () => {
    const dom = parseHtml(`<html><body><article id="a"><div class="related-content">${prose}</div><p>Short end.</p>
      <div class="share-notes">Readers shared their own tidal readings with us; the figures agree with the council's to within a few percent.</div></article></body></html>`);
    const article = dom.querySelector('#a')!;
    dropBoilerplate(article);
    expect(article.textContent).toContain('council voted');
    expect(article.textContent).toContain('Readers shared their own tidal readings');
  });

  it('drops promotions and author boxes even when they are prose, unless they are long', () => {
    const long = 'Ada writes about energy. '.repeat(40);
    const dom = parseHtml(`<html><body><article id="a">${prose}
      <div class="authorDetails"><p>Dallas Robinson is a freelance writer living in Minneapolis.</p></div>
      <div class="cta-stories"><h3>Want more stories like this?</h3><p>Every day we send an email with the top stories.</p></div>
      <div class="ad-container">Advert</div>
      <section class="newsletter-note">${long}</section></article></body></html>`);
    const article = dom.querySelector('#a')!;
    dropBoilerplate(article);
    const text = article.textContent ?? '';
    for (const gone of ['freelance writer', 'Want more stories', 'Advert']) expect(text).not.toContain(gone);
    expect(text).toContain('Ada writes about energy');
  });

  it('keeps prose in a block named like an ad slot (each message of a Gmail thread is `adn ads`), drops the slot’s label', () => {
    const message = (who: string, text: string) =>
      `<div class="adn ads"><div class="gE"><span class="gD">${who}</span> <span class="g3">May 14, 2026, 2:40 PM</span></div><div class="a3s"><div dir="ltr">${text}</div></div></div>`;
    const dom = parseHtml(`<html><body><div id="a">
      ${message('Alex Rivera', 'I am putting together the kickoff plan for next week; a couple of questions before we lock the schedule.')}
      ${message('Jane Doe', 'Great to connect! Tuesday mornings work well, let us plan on 10am with the design team.')}
      ${message('Alex Rivera', 'Perfect — calendar invite sent for Tuesday at 10am.')}
      ${prose}<div class="ad-slot">Advertisement</div></div></body></html>`);
    const article = dom.querySelector('#a')!;
    dropBoilerplate(article);
    const text = article.textContent ?? '';
    for (const kept of ['kickoff plan', 'Great to connect', 'calendar invite sent']) expect(text).toContain(kept);
    expect(text).not.toContain('Advertisement');
  });

  it('reads camelCase and BEM class names as words, but not the anchors of headings', () => {
    const dom = parseHtml(`<html><body><article id="a">${prose}
      <div class="socialWrapper"><a href="https://facebook.com/x">Facebook</a></div>
      <div class="sdc-article-related-stories__content"><a href="/1">Prince Andrew: BT abandons ties</a></div>
      <h3><span class="mw-headline" id="Eich_CEO_promotion_controversy">Eich CEO promotion controversy</span></h3>${prose}</article></body></html>`);
    const article = dom.querySelector('#a')!;
    dropBoilerplate(article);
    const text = article.textContent ?? '';
    expect(text).not.toMatch(/Facebook|Prince Andrew/);
    expect(text).toContain('Eich CEO promotion controversy');
  });

  it('drops a label with the links after it: in its own paragraph, as a run of link paragraphs, or in bold in one paragraph', () => {
    const dom = parseHtml(`<html><body><article id="a">${prose}
      <p><strong>DON'T MISS</strong></p><p><a href="/1">China furious at Macron</a> [INSIGHT]<br><a href="/2">Lakers vs Nets decision</a> [VIDEO]</p>
      ${prose}<p>You may also like...</p><p><a href="/3">Who will make the Rock Hall in 2020?</a></p><p><a href="/4">Fans want the Doobie Brothers in</a></p>
      <p><strong>READ MORE</strong><br><a href="/5">Plague warning: CDC names eight diseases</a> [WARNING]</p>
      <p>For More on This Topic</p><div class="embed"><a href="https://other.test/p/tides"><h4>Tides in winter</h4><div>Other Author</div><div>January 1, 2025</div></a></div>
      <p>Read more about the project <a href="/p">on the council's site</a>, where the plans and figures are published.</p></article></body></html>`);
    const article = dom.querySelector('#a')!;
    dropBoilerplate(article);
    const text = article.textContent ?? '';
    for (const gone of ["DON'T MISS", 'Macron', 'Lakers', 'also like', 'Rock Hall', 'Doobie', 'CDC names', 'For More', 'Tides in winter']) expect(text).not.toContain(gone);
    expect(text).toContain("on the council's site");
  });

  it('drops a label whose links are gone, the next section’s heading right after it', () => {
    const dom = parseHtml(`<html><body><article id="a">${prose}<p>For More on This Topic</p><h2>Winter output</h2>${prose}<p>Related</p></article></body></html>`);
    const article = dom.querySelector('#a')!;
    dropBoilerplate(article);
    expect(article.textContent).not.toContain('For More');
    expect(article.textContent).toContain('Winter output');
  });

  it("drops a list of tag links (rel=tag) and a label heading left with nothing under it", () => {
    const dom = parseHtml(`<html><body><article id="a">${prose}
      <p><strong>Tags<br><a href="/tag/stock-car-2018/" rel="tag">calendario stock car 2018</a>, <a href="/tag/stock-car-brasil/" rel="tag">stock car brasil</a></strong></p>
      <section class="block"><h2 class="block-title">You may also like</h2></section><div><h3>RECENT ARTICLES</h3></div>
      <p>The <a href="/tag/tides/" rel="tag">tides</a> were high that week.</p></article></body></html>`);
    const article = dom.querySelector('#a')!;
    dropBoilerplate(article);
    const text = article.textContent ?? '';
    expect(text).not.toMatch(/Tags|stock car|also like|RECENT/);
    expect(text).toContain('were high that week');
  });

  it('drops a breadcrumb trail (its last step is the title, not a link) and a print-only header', () => {
    const dom = parseHtml(`<html><body><article id="a"><nav id="breadcrumb"><a href="/">Home</a><em class="delimiter"></em><a href="/label/news">Latest News</a><em></em><span class="current">Nollywood Actress, Kate Henshaw Is Looking Stunning In New Photos</span></nav>
      <div class="print-header"><img src="/logo.png" alt="print header logo"><span>https://news.test/article/Cat-found-14848175.php</span></div>${prose}</article></body></html>`);
    const article = dom.querySelector('#a')!;
    dropBoilerplate(article);
    const text = article.textContent ?? '';
    expect(text).not.toMatch(/Latest News|Kate Henshaw|Cat-found/);
    expect(text).toContain('council voted');
  });

  it('drops a block hidden on screen and shown only in print, and keeps one hidden in print only', () => {
    const dom = parseHtml(`<html><body><article id="a">${prose}<div class="d-none d-print-block"><p><strong>Citation</strong>: Tidal project expands (2019, November 18) retrieved 20 November 2019 from https://news.test/a</p></div>
      <div class="hidden print:block">Printed from news.test</div><div class="d-print-none">Council members will meet again in May.</div></article></body></html>`);
    const article = dom.querySelector('#a')!;
    dropBoilerplate(article);
    const text = article.textContent ?? '';
    expect(text).not.toMatch(/Citation|Printed from/);
    expect(text).toContain('meet again in May');
  });

  it('runs on Readability articles in the pipeline', () => {
    const doc = htmlToDocument(parseHtml(`<html><head><title>Tidal project expands</title></head><body><article>${prose}<ul class="more-stories"><li><a href="/w">Wind farm output doubles after a record winter</a></li><li><a href="/b">Council approves its budget for the coming year</a></li></ul>${prose}</article></body></html>`), 'https://news.test/a');
    expect(doc.path).toBe('readability');
    expect(doc.lines.join('\n')).not.toContain('Wind farm output');
  });
});

describe('boldOpenings', () => {
  it('finds what its selector finds: bold that is the first element of a paragraph, text before it or not', () => {
    const dom = parseHtml('<div id="root"><p><strong id="s1">a</strong> b</p><p>x <b id="b1">c</b></p><p><em>d</em><b id="b2">e</b></p><div><strong id="s2">f</strong></div><P><b id="b3"><strong id="s3">g</strong></b></P></div>');
    const root = dom.querySelector('#root')!;
    const made = dom.createElement('P');
    made.appendChild(dom.createElement('B')).id = 'b4';
    root.appendChild(made);
    const ids = boldOpenings(root).map((el) => el.id);
    expect(ids).toEqual(['s1', 'b1', 'b3', 'b4']);
    expect(ids).toEqual(Array.from(root.querySelectorAll('p > strong:first-child, p > b:first-child'), (el) => el.id));
  });
});

