/**
 * Readability removes every <input>, which would turn a task list into a plain list and lose what is
 * done. Before it runs, each list item's leading checkbox becomes the `[x] ` / `[ ] ` text GFM uses.
 */
export function markTaskListItems(root: ParentNode): void {
  for (const input of Array.from(root.querySelectorAll('li input[type="checkbox" i]'))) {
    const box = input as HTMLInputElement;
    // `checked` carries the live state in a tab; a parsed or cloned page may only have the attribute.
    const checked = box.checked === true || box.hasAttribute('checked');
    box.replaceWith(box.ownerDocument.createTextNode(checked ? '[x] ' : '[ ] '));
  }
}
