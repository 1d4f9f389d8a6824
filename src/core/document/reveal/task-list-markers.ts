import { closestWhere } from '../dom/element-walk';

/**
 * Readability removes every <input>, which would turn a task list into a plain list and lose what is
 * done. Before it runs, each list item's leading checkbox becomes the `[x] ` / `[ ] ` text GFM uses.
 */
export const TASK_BOX = 'li input[type="checkbox" i]';

/** The plain check equal to TASK_BOX, for prepare-content's one walk. */
export function isTaskBox(el: Element, name: string): boolean {
  return name === 'INPUT' && el.getAttribute('type')?.toLowerCase() === 'checkbox' && closestWhere(el, (e) => e.localName.toLowerCase() === 'li') !== null;
}

/** Replaces each of `boxes` (a list item's checkboxes) with its state as text. */
export function markTaskListItems(boxes: readonly Element[]): void {
  for (const input of boxes) {
    const box = input as HTMLInputElement;
    // `checked` carries the live state in a tab; a parsed or cloned page may only have the attribute.
    const checked = box.checked === true || box.hasAttribute('checked');
    box.replaceWith(box.ownerDocument.createTextNode(checked ? '[x] ' : '[ ] '));
  }
}
