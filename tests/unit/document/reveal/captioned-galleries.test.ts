import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const URL = 'https://news.test/2026/05/harbour-reopens';
const prose = [
  'The harbour reopened on Monday after six weeks of repairs to the sea wall, which storms had breached in two places during the winter, flooding the fish market and the lower streets.',
  'Engineers from the port authority said the new wall is a metre higher than the old one and was built from granite blocks quarried on the island, at a cost of four million euros.',
  'Fishing boats were the first to return, followed in the afternoon by the ferry, whose captain said the crossing had never felt so calm, and by a crowd of residents who came to watch.',
  'The mayor thanked the workers, who had worked through the nights of the last week to finish the job before the start of the fishing season, and promised a festival in June.',
] as const;

function text(between: string): string {
  const body = `<main><article><h1>Harbour reopens</h1><p>${prose[0]}</p><p>${prose[1]}</p>${between}<p>${prose[2]}</p><p>${prose[3]}</p></article></main>`;
  const html = `<html><head><title>Harbour reopens</title></head><body>${body}</body></html>`;
  return htmlToDocument(parseHtml(html, URL), URL).lines.join('\n').replace(/【\d+†([^†】]*)(?:†[^】]*)?】/g, '$1').replace(/\s+/g, ' ');
}

const figure = (src: string, caption: string) =>
  `<div class="Grid-item" style="width:50%"><figure><div class="Image-root"><img src="${src}" alt="A photo"></div><figcaption>${caption}</figcaption></figure></div>`;

describe('captioned galleries', () => {
  it('keeps two captioned photos side by side where they stand in the story, with their credit links', () => {
    const gallery = `<div class="Grid-root"><div class="Grid-items">${figure('/img/wall.jpg', 'The new sea wall at high tide. <a href="https://photos.test/ana">Ana Reis</a>')}${figure('/img/boats.jpg', '<a href="https://photos.test/joao">João Lima</a>')}</div></div>`;
    const out = text(gallery);
    expect(out).toContain(`${prose[1].slice(-40)} The new sea wall at high tide. Ana Reis João Lima ${prose[2].slice(0, 40)}`);
  });

  it('keeps a row of thumbnails each with a caption-named block (MediaWiki’s multiple-image template) under its overall caption', () => {
    // Readability drops each short caption whose link is a fifth of it ("a little linky"), then the row of bare pictures.
    const thumb = (file: string, caption: string) =>
      `<div class="tsingle"><div class="thumbimage"><a href="/wiki/File:${file}" class="image-description"><img src="/images/${file}" alt="" width="200"></a></div><div class="thumbcaption">${caption}</div></div>`;
    const multi = `<div class="tmulti"><div class="trow">${thumb('Wall.jpg', 'The new <a href="/wiki/Sea_wall">sea wall</a> at high tide')}${thumb('Quay.jpg', 'A typical <a href="/wiki/Quay">quay</a>')}</div><div class="thumbcaption">The harbour after the repairs</div></div>`;
    expect(text(multi)).toContain(`${prose[1].slice(-40)} The new sea wall at high tide A typical quay The harbour after the repairs ${prose[2].slice(0, 40)}`);
  });

  it('leaves out a grid of other stories’ pictures and headlines linking within the site', () => {
    const card = (slug: string, headline: string) => `<div class="Grid-item"><figure><a href="/2026/05/${slug}"><img src="/img/${slug}.jpg" alt=""></a><figcaption><a href="/2026/05/${slug}">${headline}</a></figcaption></figure></div>`;
    const grid = `<div class="Grid-root">${card('ferry-strike', 'Ferry workers vote to strike over summer pay')}${card('fish-prices', 'Fish prices climb as the season opens late')}${card('island-festival', 'Island festival returns after a decade away')}</div>`;
    const out = text(grid);
    expect(out).toContain(prose[2].slice(0, 40));
    expect(out).not.toMatch(/Ferry workers|Fish prices|Island festival/);
  });

  it('leaves out a group that stood where the story around it was not kept, and a picture shown twice', () => {
    const gallery = `<div class="Grid-root">${figure('/img/a.jpg', 'Lead one <a href="https://photos.test/a">Photo: Ana Reis</a>')}${figure('/img/b.jpg', 'Lead two <a href="https://photos.test/b">Photo: João Lima</a>')}</div>`;
    const lead = `<main><article><aside><p>Listen to this story</p></aside>${gallery}<p>${prose.join('</p><p>')}</p></article></main>`;
    const leadDoc = htmlToDocument(parseHtml(`<html><head><title>Harbour</title></head><body>${lead}</body></html>`, URL), URL);
    expect(leadDoc.lines.join('\n')).toContain(prose[0].slice(0, 40));
    expect(leadDoc.lines.join('\n')).not.toMatch(/Lead one|Lead two/);
    // Right after a box's own label that Readability left out (a sidebar inside the story): not the story's flow.
    const boxed = `<div class="sidebar"><p>Photos from our readers</p>${gallery.replace(/Lead/g, 'Reader')}</div>`;
    expect(text(boxed)).not.toMatch(/Reader one|Reader two/);
    const duplicate = `<div class="Grid-root">${figure('/img/wall-small.jpg', 'The new sea wall. <a href="https://photos.test/ana">Ana Reis</a>')}${figure('/img/wall-large.jpg', 'The new sea wall. <a href="https://photos.test/ana">Ana Reis</a>')}</div>`;
    expect(text(duplicate)).not.toContain('The new sea wall.');
    const body = `<main><article><p>${prose.join('</p><p>')}</p></article><aside><p>Share this story</p><div class="Grid-root">${figure('/img/a.jpg', 'One <a href="https://photos.test/a">A</a>')}${figure('/img/b.jpg', 'Two <a href="https://photos.test/b">B</a>')}</div><p>Advertisement</p></aside></main>`;
    const doc = htmlToDocument(parseHtml(`<html><head><title>Harbour</title></head><body>${body}</body></html>`, URL), URL);
    expect(doc.lines.join('\n')).not.toMatch(/\bOne\b|\bTwo\b/);
  });
});
