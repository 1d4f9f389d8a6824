import { firstWhere } from '../dom/element-walk';

/**
 * A diagram or chart drawn in SVG and marked `aria-hidden="true"`: the page names the drawing for a
 * screen reader elsewhere (a wrapper's `role="img"` and `aria-label`, a caption), so the drawing's
 * own text is kept from being read twice. A reader still sees its labels (the values on a network's
 * nodes, a chart's axes), but Readability drops every aria-hidden element as invisible, and the
 * labels went with it. The attribute is taken off a drawing that has `<text>`, so the converter reads
 * its labels as it reads any drawing's (markdown-converter's svgText). An icon has no `<text>` and
 * stays hidden.
 */

/** What prepare-content's one walk of the page collects for the rule (with `isHiddenDrawing`, its plain check). */
export const HIDDEN_DRAWING = 'svg[aria-hidden="true"]';

export function isHiddenDrawing(el: Element, name: string): boolean {
  return name === 'SVG' && el.getAttribute('aria-hidden') === 'true';
}

/** Shows the drawings with labels among `drawings` (aria-hidden SVGs) to Readability (prepare-content's rule). */
export function showDrawingLabels(drawings: readonly Element[]): void {
  for (const svg of drawings) if (firstWhere(svg, (el) => el.localName.toLowerCase() === 'text')) svg.removeAttribute('aria-hidden');
}
