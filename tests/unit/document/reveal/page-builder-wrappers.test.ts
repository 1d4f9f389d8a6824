import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { prepareContent } from '../../../../src/core/document/reveal/prepare-content';

/** One Elementor widget as the builder writes it: a container, its inner box, the widget, its container. */
const widget = (kind: string, html: string) =>
  `<div class="elementor-element e-flex e-con-boxed e-con e-parent"><div class="e-con-inner"><div class="elementor-element elementor-widget elementor-widget-${kind}"><div class="elementor-widget-container">${html}</div></div></div></div>`;

const overview = widget('text-editor', '<p>The market report shows the strongest growth period in the past five years, after a correction that lasted two years and left buyers wary of every new project.</p>');
const listing = widget(
  'text-editor',
  `<h3>District 1</h3>${'<p>District 1 is the administrative and economic center, where the highest-priced projects are concentrated, with good liquidity for long-term living and investment alike.</p>'.repeat(4)}`,
);
const notes = widget('text-editor', '<h2>Legal matters</h2><p>Three new laws took effect in August, simplifying procedures and protecting buyers.</p><ul><li>Land use certificate of the developer</li><li>Construction permit</li></ul>');

function page(type: string): string {
  return `<html><head><title>Apartments</title></head><body><div data-elementor-type="${type}" class="elementor">${widget('heading', '<h2 class="elementor-heading-title">Market overview</h2>')}${overview}${listing}${notes}</div></body></html>`;
}

function text(type: string): string {
  return htmlToDocument(parseHtml(page(type), 'https://homes.test/apartments/'), 'https://homes.test/apartments/').lines.join('\n');
}

describe('unwrapPageBuilderBoxes', () => {
  it('keeps every text widget of a page built with Elementor, in order, not only the longest', () => {
    const out = text('archive');
    expect(out).toContain('Market overview');
    expect(out).toContain('strongest growth period');
    expect(out).toContain('District 1 is the administrative');
    expect(out).toContain('Legal matters');
    expect(out).toContain('Construction permit');
    expect(out.indexOf('strongest growth')).toBeLessThan(out.indexOf('District 1 is'));
    expect(out.indexOf('District 1 is')).toBeLessThan(out.indexOf('Legal matters'));
  });

  it('leaves a theme’s single-post template as it is: the post is one widget among the site’s', () => {
    // Readability then weighs each widget apart (and, on a page that says it is an article, removes the site's by their names).
    const boxes = (type: string) => {
      const dom = parseHtml(page(type), 'https://homes.test/apartments/');
      prepareContent(dom.body);
      return dom.body.querySelectorAll('.elementor-widget-container').length;
    };
    expect(boxes('single-post')).toBe(4);
    expect(boxes('archive')).toBe(0);
  });
});
