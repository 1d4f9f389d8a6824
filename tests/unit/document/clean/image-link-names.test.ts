import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { unnameImageLinks } from '../../../../src/core/document/clean/image-link-names';

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

  it("takes the name off a link to a picture when the name only spells the picture's file name", () => {
    const upload = 'https://inexhibit.test/uploads/2018/04/milano-design-week-2018-flos-Arrangements-01.jpg';
    const html = `<a href="${upload}"><img src="${upload.replace('.jpg', '-300x206.jpg')}" alt="milano-design-week-2018-flos-Arrangements-01"></a>
      <a href="/up/Bike-Style-book__MG_2953.jpg"><img src="/cdn/w_1500/Bike-Style-book__MG_2953.jpg" alt="Bike-&amp;-Style-book__MG_2953"></a>
      <a href="/up/010_Clymer-21.jpg?w=870"><img src="x.jpg" data-src="/up/010_Clymer-21.jpg" alt="010_Clymer-2"></a>
      <a href="/up/Amsterdam-Light-Festival-Light-a-Wish_OGE-Group.jpg"><img src="y.jpg" alt="Amsterdam Light Festival Light a Wish_OGE Group"></a>`;
    expect(names(html)).toEqual([null, null, null, null]);
  });

  it("keeps a name of words on a link to a picture, and a file name that is not the picture's", () => {
    const html = `<a href="/up/IMG_2953.jpg"><img src="/up/IMG_2953.jpg" alt="Vicente Aguiar loads garage door trims"></a>
      <a href="/up/IMG_2953.jpg"><img src="/up/IMG_2953.jpg" alt="IMG_2954"></a>
      <a href="/up/cat.jpg"><img src="/up/cat.jpg" alt="cat"></a>
      <a href="/album/IMG_2953"><img src="/up/IMG_2953.jpg" alt="IMG_2953"></a>`;
    expect(names(html)).toEqual(['Vicente Aguiar loads garage door trims', 'IMG_2954', 'cat', 'IMG_2953']);
  });

  it('runs in the pipeline', () => {
    const prose = '<p>Health bosses said that 28 people in close contact with the hunter were initially quarantined.</p>'.repeat(6);
    const html = `<html><head><title>Plague</title></head><body><article>${prose}<figure><a href="#gallery"><img src="p.jpg" alt="${caption}"></a><figcaption>${caption}</figcaption></figure>${prose}</article></body></html>`;
    const text = htmlToDocument(parseHtml(html, 'https://news.test/plague'), 'https://news.test/plague').lines.join('\n');
    expect(text.split('bubonic plague was reported').length - 1).toBe(1);
  });
});
