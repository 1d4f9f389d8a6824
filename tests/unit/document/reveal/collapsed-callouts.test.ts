/**
 * A callout folded shut keeps its body (collapsed-callouts.ts): one click shows it, as a closed
 * <details>. Markup as Obsidian Publish renders `> [!faq]-`.
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const page = (callout: string) =>
  `<html><head><title>Callouts</title></head><body><main><article><h1>Callouts</h1>
  <p>A minus sign after the type folds the callout: the reader opens it by clicking its title, and the page keeps its body until then.</p>
  ${callout}
  <p>Callouts can be nested, and every type has its own colour and icon, so a reader tells a warning from a tip at a glance.</p></article></main></body></html>`;

const documentText = (html: string) => htmlToDocument(parseHtml(html), 'https://help.test/callouts').lines.join('\n');

describe('folded callouts', () => {
  it('keeps the body of a callout folded shut after its title', () => {
    const text = documentText(
      page(`<div class="callout is-collapsible is-collapsed" data-callout="faq" data-callout-fold="-"><div class="callout-title"><div class="callout-icon"><svg></svg></div><div class="callout-title-inner">Is this foldable?</div><div class="callout-fold is-collapsed"><svg></svg></div></div><div class="callout-content" style="display: none;"><p>Yes, the content is hidden when collapsed.</p></div></div>`),
    );
    expect(text).toContain('Is this foldable?');
    expect(text).toContain('Yes, the content is hidden when collapsed.');
    expect(text.indexOf('Is this foldable?')).toBeLessThan(text.indexOf('Yes, the content'));
  });

  it('keeps the body of a collapsible admonition shut by an inline style', () => {
    const text = documentText(page(`<div class="admonition warning"><p class="admonition-title">Before you upgrade</p><div class="admonition-body" style="display:none"><p>Back up the database first.</p></div></div>`));
    expect(text).toContain('Back up the database first.');
  });

  it('leaves hidden what is hidden outside a callout', () => {
    const text = documentText(page(`<div class="panel"><p class="panel-title">Share</p><div class="panel-body" style="display: none"><p>Copied to the clipboard.</p></div></div>`));
    expect(text).not.toContain('Copied to the clipboard.');
  });
});
