import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const read = (body: string, url = 'https://chat.test/share/picnic') =>
  htmlToDocument(parseHtml(`<html><head><title>Picnic</title></head><body>${body}</body></html>`, url), url).lines.join('\n');

const turn = (n: number, role: string, html: string) => `<div data-testid="conversation-turn-${n}"><div data-message-author-role="${role}"><div class="markdown">${html}</div></div></div>`;

describe('shortInItsRegion', () => {
  it('reads a conversation of short turns whole, not only its longest turn', () => {
    const out = read(
      `<main>${turn(1, 'user', '<p>Please help me plan a simple weekend picnic.</p>')}${turn(2, 'assistant', '<p>Pick a nearby park, check the weather, and choose food that travels well.</p><p>Bring water, napkins, a blanket, and a small bag for cleanup.</p>')}</main>`,
    );
    expect(out).toContain('Please help me plan a simple weekend picnic.');
    expect(out).toContain('Bring water, napkins');
    expect(out.indexOf('Please help me')).toBeLessThan(out.indexOf('Pick a nearby park'));
  });

  it('reads a post and its reply, each a box of the same kind', () => {
    const post = (who: string, text: string) => `<div data-testid="cellInnerDiv"><article data-testid="tweet"><a href="/${who}">@${who}</a><div data-testid="tweetText">${text}</div></article></div>`;
    const out = read(`<main><section>${post('main_user', 'Main post from a localized interface.')}${post('reply_user', 'Reply that should be extracted from the localized timeline too.')}</section></main>`, 'https://posts.test/main_user/status/1');
    expect(out).toContain('Main post from a localized interface.');
    expect(out).toContain('Reply that should be extracted');
  });

  it('leaves a short story beside the site’s link lists to Readability', () => {
    const links = Array.from({ length: 12 }, (_, i) => `<li class="headline"><a href="/story-${i}">Another story from the site, number ${i}, worth a click</a></li>`).join('');
    const out = read(
      `<main><div class="story-body"><p>Gaming used to be so simple. We bought a game, sat down in front of a console, and played it to the end before buying the next one.</p><p>Now there are more devices, platforms and services to choose from than ever before. Here is how to figure out what is best for your play habits and your wallet, and which subscription pays.</p></div><div class="most-popular"><h3>Most popular</h3><ul>${links}</ul></div></main>`,
      'https://news.test/gaming',
    );
    expect(out).toContain('Gaming used to be so simple.');
    expect(out).not.toContain('Another story from the site');
  });
});
