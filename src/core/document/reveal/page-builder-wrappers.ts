/**
 * Elementor (a WordPress page builder, on millions of sites) wraps every widget of a page in its own
 * stack of boxes: a section or container, an inner box, the widget, the widget's container, and only
 * then the widget's heading, paragraphs or table. Readability scores a paragraph's parent and
 * grandparent only and takes siblings of its best box only, so of a page written as several text
 * widgets it keeps one and loses the headings and text of the others. The boxes are unwrapped first:
 * the widgets' contents become siblings under the builder's page element, which Readability judges
 * as one article. Only boxes of layout are unwrapped (never the builder's page element, header or
 * footer, nor a widget that is a `<nav>` or an `<aside>`).
 */
export const PAGE_BUILDER_BOX =
  'div.elementor-widget-container, div.elementor-widget, div.e-con, div.e-con-inner, section.elementor-section, div.elementor-container, div.elementor-row, div.elementor-column, div.elementor-column-wrap, div.elementor-widget-wrap';

const BOX_CLASSES = new Set(['elementor-widget-container', 'elementor-widget', 'e-con', 'e-con-inner', 'elementor-section', 'elementor-container', 'elementor-row', 'elementor-column', 'elementor-column-wrap', 'elementor-widget-wrap']);

/** The selector as a plain check, for the walk before Readability (`cls` is the class attribute). */
export function isPageBuilderBox(_el: Element, name: string, cls: string): boolean {
  // One substring test rules out nearly every element of a page that is not built with it.
  if (!(cls.includes('elementor-') || cls.includes('e-con')) || (name !== 'DIV' && name !== 'SECTION')) return false;
  for (const token of cls.split(/\s+/)) {
    if (BOX_CLASSES.has(token)) return name === 'DIV' || token === 'elementor-section';
  }
  return false;
}

/**
 * The builder's kinds of page element whose every widget is the author's: a page or post written in
 * the builder, an archive page. A theme's template for single posts (`single`, `single-post`) holds the
 * post in one widget among the site's own (author box, sign-up offers): Readability finds that widget
 * as it is. Headers, footers and pop-ups are the site's.
 */
const AUTHORED = /^(?:wp-)?(?:page|post)$|^archive$/;

export function unwrapPageBuilderBoxes(boxes: readonly Element[]): void {
  const authored = new Map<Element | null, boolean>();
  for (const box of boxes) {
    const page = box.closest('[data-elementor-type]');
    let ok = authored.get(page);
    if (ok === undefined) authored.set(page, (ok = page !== null && AUTHORED.test(page.getAttribute('data-elementor-type') ?? '')));
    // Unwrapping keeps every other box in the tree, children included: the order does not matter.
    if (ok) box.replaceWith(...Array.from(box.childNodes));
  }
}
