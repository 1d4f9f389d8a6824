/**
 * Makes `parent`'s children exactly `wanted`, in order, moving as few nodes as possible: nodes already
 * in place stay (so their layout, selection and focus survive), others are inserted, leftovers removed.
 */
export function syncChildren(parent: Node, wanted: readonly Node[]): void {
  let cursor = parent.firstChild;
  for (const node of wanted) {
    if (node === cursor) {
      cursor = cursor.nextSibling;
      continue;
    }
    parent.insertBefore(node, cursor);
  }
  while (cursor) {
    const next: ChildNode | null = cursor.nextSibling;
    parent.removeChild(cursor);
    cursor = next;
  }
}
