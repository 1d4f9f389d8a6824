/**
 * A callout folded shut (Obsidian's `> [!faq]-`, a collapsible admonition): its body is in the page,
 * `display:none` until the reader clicks its title, as a closed `<details>` holds its body. One click
 * shows it, so it is part of what the page says; Readability would drop it with what is hidden for
 * good, leaving the title alone. Shown before Readability runs.
 */
export const COLLAPSED_CALLOUT_BODY = '.callout > [style*="none"], .admonition > [style*="none"]';

const HIDDEN_STYLE = /display\s*:\s*none\s*;?/i;
const CALLOUT_CLASS = /(?:^|\s)(?:callout|admonition)(?:\s|$)/;

/** The plain check equal to COLLAPSED_CALLOUT_BODY, for prepare-content's one walk. */
export function mayBeCollapsedCalloutBody(el: Element): boolean {
  if (!(el.getAttribute('style') ?? '').includes('none')) return false;
  const parentClass = el.parentElement?.getAttribute('class');
  return parentClass != null && CALLOUT_CLASS.test(parentClass);
}

export function showCollapsedCallouts(found: readonly Element[]): void {
  for (const el of found) {
    const style = el.getAttribute('style') ?? '';
    if (HIDDEN_STYLE.test(style)) el.setAttribute('style', style.replace(HIDDEN_STYLE, ''));
  }
}
