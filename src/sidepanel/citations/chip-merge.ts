import { t } from '../../shared/i18n';

const TEXT_NODE = 3;

function nextChip(chip: Element): { chip: HTMLElement; between: Node[] } | null {
  const between: Node[] = [];
  let node = chip.nextSibling;
  while (node && node.nodeType === TEXT_NODE && !(node.textContent ?? '').trim()) {
    between.push(node);
    node = node.nextSibling;
  }
  return node instanceof Element && node.matches('a.cite') ? { chip: node as HTMLElement, between } : null;
}

/**
 * Chips side by side (nothing but spaces between them, as at the end of one sentence) become one
 * chip, `1 · example.org +2`, so three citations do not take a line of their own. The first chip
 * stays (its link, its number); the others' citations join its `data-cites` and its accessible name.
 * DOM only: textContent and attributes, never markup.
 */
export function mergeAdjacentChips(root: ParentNode): void {
  for (const first of Array.from(root.querySelectorAll<HTMLElement>('a.cite'))) {
    // Already merged into an earlier chip.
    if (!(root as unknown as Node).contains(first)) continue;
    const merged: HTMLElement[] = [];
    for (let next = nextChip(first); next; next = nextChip(first)) {
      next.between.forEach((n) => n.parentNode?.removeChild(n));
      merged.push(next.chip);
      next.chip.remove();
    }
    if (merged.length === 0) continue;
    const label = first.textContent ?? '';
    first.textContent = `${label} +${merged.length}`;
    const names = [first, ...merged].map((c) => c.getAttribute('aria-label') ?? c.textContent ?? '');
    first.setAttribute('aria-label', t('citeChipMerged', names[0]!, merged.length, names.slice(1).join('; ')));
    first.dataset.cites = [first, ...merged].map((c) => c.dataset.cites ?? c.dataset.cite).join(',');
    const notes = [first, ...merged].map((c) => c.getAttribute('aria-description')).filter(Boolean);
    if (notes.length) {
      first.classList.add('unverified');
      first.setAttribute('aria-description', notes.join('; '));
    }
  }
}
