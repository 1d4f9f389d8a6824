import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { stripSiteName, trimTitle } from '../../../../src/core/document/metadata/page-title';

describe('trimTitle', () => {
  it('drops the site name after any of Readability\'s separators, en and em dash included', () => {
    expect(trimTitle('Lorem ipsum dolor sit amet – My website')).toBe('Lorem ipsum dolor sit amet');
    expect(trimTitle('Lorem ipsum dolor sit amet — My website')).toBe('Lorem ipsum dolor sit amet');
    expect(trimTitle('Lorem ipsum dolor sit amet | My website')).toBe('Lorem ipsum dolor sit amet');
    expect(trimTitle('Lorem ipsum dolor sit amet - My website')).toBe('Lorem ipsum dolor sit amet');
  });

  it('drops a leading site name when what is left before the last separator is too short', () => {
    expect(trimTitle('Acme | How we scaled the queue ten times')).toBe('How we scaled the queue ten times');
  });

  it('then tries ·, •, :: and the page\'s site name, which Readability does not know', () => {
    expect(trimTitle('How the new parser handles tables · Acme Blog')).toBe('How the new parser handles tables');
    expect(trimTitle('How the new parser handles tables :: Acme')).toBe('How the new parser handles tables');
    expect(trimTitle('Release notes · Acme', { siteName: 'Acme' })).toBe('Release notes');
  });

  it('never trims to one word or to nothing, and keeps short titles whole', () => {
    expect(trimTitle('Home · Acme')).toBe('Home · Acme');
    expect(trimTitle('Pricing - Acme Corp')).toBe('Pricing - Acme Corp');
    expect(trimTitle('Docs – Acme', { siteName: 'Acme' })).toBe('Docs – Acme');
    expect(trimTitle('   ')).toBe('');
  });

  it('keeps a title with a colon whole when a heading says it is the title', () => {
    const t = 'Evolve: Shared Mutable History — evolve extension for Mercurial';
    expect(trimTitle(t)).toBe(t);
    expect(trimTitle('Outside the web: standalone WebAssembly binaries using Emscripten')).toBe('standalone WebAssembly binaries using Emscripten');
    expect(trimTitle('Outside the web: standalone WebAssembly binaries', { headings: ['Outside the web: standalone WebAssembly binaries'] })).toBe(
      'Outside the web: standalone WebAssembly binaries',
    );
  });

  it('strips a site name from either end only', () => {
    expect(stripSiteName('Sample Post | EXAMPLE', 'Example')).toBe('Sample Post');
    expect(stripSiteName('Example — Sample Post', 'Example')).toBe('Sample Post');
    expect(stripSiteName('Sample Example Post', 'Example')).toBe('Sample Example Post');
  });
});

describe('document titles', () => {
  const body = '<article><h1>Heading</h1>' + '<p>Article text long enough for Readability to keep it as the article of the page. </p>'.repeat(8) + '</article>';
  const title = (head: string) => htmlToDocument(parseHtml(`<html><head>${head}</head><body>${body}</body></html>`), 'https://s.test/').title;

  it('trims the <title> with the newer rules', () => {
    expect(title('<title>Lorem ipsum dolor sit amet – My website</title>')).toBe('Lorem ipsum dolor sit amet');
    expect(title('<title>Sample post about the queue · EXAMPLE</title>')).toBe('Sample post about the queue');
  });

  it('keeps a metadata title as Readability gives it, but not a brand name in og:title', () => {
    expect(title('<title>How to Build a Terrarium | eHow</title><meta property="og:title" content="How to Build a Terrarium | eHow">')).toBe('How to Build a Terrarium | eHow');
    expect(title('<title>The Darwin Machine: AI that rewrites its own code</title><meta property="og:title" content="Example AI">')).toBe(
      'AI that rewrites its own code',
    );
  });
});
