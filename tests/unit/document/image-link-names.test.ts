import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../src/core/document/html-to-document';
import { unnameImageLinks } from '../../../src/core/document/image-link-names';

const caption = 'The latest case of bubonic plague was reported after a hunter killed and ate a rabbit';
const title = '9to5Mac Gift Guide: what do you buy for the person who has everything?';

function names(html: string): (string | null)[] {
  const dom = parseHtml(`<html><body><div id="a">${html}</div></body></html>`, 'https://news.test/a');
  const article = dom.querySelector('#a')!;
  unnameImageLinks(article);
  return Array.from(article.querySelectorAll('img')).map((img) => img.getAttribute('alt') ?? img.getAttribute('title'));
}

describe('unnameImageLinks', () => {
  it("takes the name off an image link when its caption or the images before it already say it", () => {
    const photos = [1, 2, 3].map((i) => `<p><a href="/img/${i}.jpg"><img src="${i}.jpg" title="${title}"></a></p>`).join('');
    expect(names(`<figure><a href="#"><img src="big.jpg" alt=" ${caption}"></a><figcaption>${caption}</figcaption></figure>${photos}`)).toEqual([null, title, null, null]);
  });

  it('keeps file names, short names, names said twice only, and images that are not links', () => {
    const html = `<a href="/album/photo/1"><img src="a.jpg" alt="12-IMG_3886.jpg"></a><a href="/"><img src="logo.png" alt="Home"></a>
      <a href="/a"><img src="b.jpg" alt="${caption}"></a><a href="/b"><img src="c.jpg" alt="${caption}"></a>
      <figure><img src="d.jpg" alt="${caption}"><figcaption>${caption}</figcaption></figure>`;
    expect(names(html)).toEqual(['12-IMG_3886.jpg', 'Home', caption, caption, caption]);
  });

  it('runs in the pipeline', () => {
    const prose = '<p>Health bosses said that 28 people in close contact with the hunter were initially quarantined.</p>'.repeat(6);
    const html = `<html><head><title>Plague</title></head><body><article>${prose}<figure><a href="#gallery"><img src="p.jpg" alt="${caption}"></a><figcaption>${caption}</figcaption></figure>${prose}</article></body></html>`;
    const text = htmlToDocument(parseHtml(html, 'https://news.test/plague'), 'https://news.test/plague').lines.join('\n');
    expect(text.split('bubonic plague was reported').length - 1).toBe(1);
  });
});
