import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { textAfterRule } from '../../../support/rule-text';
import { dropControlLabels } from '../../../../src/core/document/clean/drop-control-labels';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

function run(html: string): string {
  return textAfterRule(html, 'https://news.test/a', (article) => dropControlLabels(article));
}

describe('dropControlLabels', () => {
  it("drops a gallery's control words and counters, and lone buttons' labels", () => {
    const text = run(`<div class="control-bar"><div class="nav-stats">Image <span>1</span> <span>of</span> <span>/</span> <span>9</span></div>
      <div class="captionlink"><p class="open">Caption</p><p class="close">Close</p></div></div>
      <a class="skip-link" href="https://news.test/a#content">Skip to content</a><div>Advertisement</div><span>Sign In</span><p>Loading content ...</p><p>The story itself.</p>`);
    expect(text).toBe('The story itself.');
  });

  it("drops what a player or slideshow says where scripts did not run", () => {
    const text = run(`<div class="media-player"><p>Media playback is unsupported on your device</p></div><p>This slideshow requires JavaScript.</p><p>Assange was arrested in April.</p>`);
    expect(text).toBe('Assange was arrested in April.');
  });

  it("drops a caption's hidden labels, a gallery's glued counter and links that go nowhere", () => {
    const text = run(`<figure><span class="off-screen">Image copyright</span><figcaption><span class="off-screen">Image caption</span><span>Assange gestures with a thumbs up</span></figcaption></figure>
      <figure><figcaption><span class="off-screen">Media caption</span>Who is Julian Assange?</figcaption></figure>
      <figure><figcaption><span class="count">1<span>of</span>4</span><span class="caption">A shopper looks at extension cords.</span></figcaption></figure>
      <p><a class="modal-trigger" href="https://news.test/a#" title="Enlarge Image">Enlarge Image</a></p><p><a href="javascript:void(0)">Next</a></p>`);
    expect(text).toBe('Assange gestures with a thumbs up Who is Julian Assange? A shopper looks at extension cords.');
  });

  it('drops a Share link, which opens a share dialog and leads to nothing to read', () => {
    const text = run(`<p>The story itself.</p><p class="button-wrapper"><a href="https://news.test/a?action=share" class="button"><span>Share</span></a></p>
      <p><a href="https://social.test/intent?url=https%3A%2F%2Fnews.test%2Fa">Share this story</a></p><p><a href="/share-prices">Share prices</a></p>`);
    expect(text).toBe('The story itself. Share prices');
  });

  it('keeps a caption that only starts like a label, counts inside sentences, and links to places', () => {
    const text = run(`<figcaption>Image caption contests are back</figcaption> <p>Won 3 of 4</p> <p><a href="https://news.test/gallery#photo-2">Enlarge image</a></p>`);
    expect(text).toBe('Image caption contests are back Won 3 of 4 Enlarge image');
  });

  it('keeps links, words inside sentences, code and tables', () => {
    const text = run(`<p><a href="/comments">18 comments</a></p><p>Close the valve before you start.</p>
      <pre>Subscribe</pre><table><tr><td>Next</td></tr></table>`);
    expect(text).toContain('18 comments');
    expect(text).toContain('Close the valve');
    expect(text).toContain('Subscribe');
    expect(text).toContain('Next');
  });

  it('runs in the pipeline', () => {
    const prose = '<p>Consumers have purchased 208,560 new vehicles this year, down 5 percent from the same period last year.</p>'.repeat(6);
    const html = `<html><head><title>Cars</title></head><body><article>${prose}<div class="slide-count"><div>Image 1 of 9</div><p>Caption</p><p>Close</p></div>${prose}</article></body></html>`;
    const text = htmlToDocument(parseHtml(html, 'https://news.test/cars'), 'https://news.test/cars').lines.join('\n');
    expect(text).toContain('208,560');
    expect(text).not.toMatch(/Image 1 of 9|^Caption$|^Close$/m);
  });
});
