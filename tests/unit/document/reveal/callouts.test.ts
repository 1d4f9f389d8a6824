/**
 * Callouts become quotes that open with their kind and title (callouts.ts). Markup as Bootstrap,
 * Sphinx / MkDocs, Hugo admonition shortcodes, Obsidian Publish and GitHub render them.
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const documentText = (box: string, after = '') =>
  htmlToDocument(
    parseHtml(`<html><head><title>Configuration</title></head><body><main><article><h1>Configuration</h1>
    <p>Settings live in one file at the root of the project, read once when the server starts and again whenever it changes on disk.</p>
    ${box}
    <p>Each setting below names its default, the values it takes and what it changes, with an example of the file that sets it.</p>${after}</article></main></body></html>`),
    'https://docs.test/configuration',
  ).lines.join('\n');

describe('callouts', () => {
  it('writes a Bootstrap alert as a quote that opens with its kind and heading', () => {
    const text = documentText('<div class="alert alert-info"><p class="alert-heading">Important</p><p>Back up the file before you edit it.</p></div>');
    expect(text).toContain('> [!info] Important\n>\n> Back up the file before you edit it.');
  });

  it('gives an alert without a heading its kind alone, and reads the colours that name no kind as a note', () => {
    expect(documentText('<div class="alert alert-warning" role="alert"><p>Changes need a restart.</p></div>')).toContain('> [!warning]\n>\n> Changes need a restart.');
    expect(documentText('<div class="alert alert-secondary"><p>Paths are relative to the project.</p></div>')).toContain('> [!note]\n>\n> Paths are relative to the project.');
  });

  it('keeps an admonition in an <aside>, which Readability drops, as a quote titled as the page titles it', () => {
    const text = documentText('<aside class="admonition warning"><p class="admonition-title">Before you upgrade</p><p>Version 3 reads the old file once and rewrites it.</p></aside>');
    expect(text).toContain('> [!warning] Before you upgrade\n>\n> Version 3 reads the old file once and rewrites it.');
  });

  it('takes the kind from a Hugo admonition’s class and its title without the icons', () => {
    const text = documentText(
      '<div class="details admonition tip open"><div class="details-summary admonition-title"><span class="icon"><svg viewBox="0 0 1 1"><path d="M0 0"></path></svg></span> Helpful tip <span class="details-icon"><svg viewBox="0 0 1 1"><path d="M0 0"></path></svg></span></div><div class="details-content"><div class="admonition-content"><p>Use this shortcut to save time.</p></div></div></div>',
    );
    expect(text).toContain('> [!tip] Helpful tip\n>\n> Use this shortcut to save time.');
  });

  it('reads an Obsidian callout’s kind from data-callout and a GitHub alert’s from its class', () => {
    expect(
      documentText('<div class="callout" data-callout="info"><div class="callout-title"><div class="callout-icon"><svg></svg></div><div class="callout-title-inner">A callout title</div></div><div class="callout-content"><p>Here is the callout <strong>body</strong> content.</p></div></div>'),
    ).toContain('> [!info] A callout title\n>\n> Here is the callout **body** content.');
    expect(documentText('<div class="markdown-alert markdown-alert-caution"><p class="markdown-alert-title"><svg></svg>Caution</p><p>Deleting the file resets every setting.</p></div>')).toContain(
      '> [!caution] Caution\n>\n> Deleting the file resets every setting.',
    );
  });

  it('keeps a theme’s `callout callout-tip` box in an <aside> as a quote of its kind, and leaves a layout’s `callout--inset` box as it was', () => {
    const tip = '<aside class="callout callout-tip"><div class="callout-indicator"><span class="callout-title">Tip</span></div><div class="callout-content"><p>Keep the file under version control.</p></div></aside>';
    expect(documentText(tip)).toContain('> [!tip] Tip\n>\n> Keep the file under version control.');
    const inset = documentText('<div class="callout callout--inset-left"><p>Older versions read a second file, since removed.</p></div>');
    expect(inset).toContain('Older versions read a second file, since removed.');
    expect(inset).not.toContain('[!');
  });

  it('leaves a dismissable alert (the site speaking) as it was', () => {
    const text = documentText('<div class="alert alert-info alert-dismissible"><p>Version 4 of these docs is out.</p><button class="btn-close">×</button></div>');
    expect(text).toContain('Version 4 of these docs is out.');
    expect(text).not.toContain('[!info]');
  });

  it('still drops a site’s notice that a callout box holds at the article’s end', () => {
    const text = documentText('', '<div class="alert alert-info"><p>This post contains affiliate links: we may earn a commission when you buy through them.</p></div>');
    expect(text).not.toContain('affiliate');
  });
});
