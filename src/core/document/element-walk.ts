/**
 * The elements under `root` (not `root` itself) that `wants`, in document order, never entering a
 * `<template>` — the elements `root.querySelectorAll(selector)` would give for a selector written as
 * the check. A plain walk of the children: linkedom compiles a selector anew on every call and
 * matches it through a generic engine, several times dearer than reading a tag name and an attribute.
 */
export function elementsWhere(root: Element, wants: (el: Element) => boolean, out: Element[] = []): Element[] {
  for (let child = root.firstElementChild; child; child = child.nextElementSibling) {
    if (wants(child)) out.push(child);
    if (child.localName.toLowerCase() !== 'template') elementsWhere(child, wants, out);
  }
  return out;
}
