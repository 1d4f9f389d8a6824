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

/**
 * `el` or its nearest ancestor that `is`: `el.closest(selector)` for a selector written as the check,
 * without linkedom compiling the selector on every call. From `el.parentElement`, its ancestors only.
 */
export function closestWhere(el: Element | null, is: (e: Element) => boolean): Element | null {
  for (let e = el; e; e = e.parentElement) if (is(e)) return e;
  return null;
}

/**
 * `root.querySelectorAll(selector)` for a selector of bare tag names (`'p, li, div'`): every element
 * once, its name looked up in a set. linkedom compiles a selector list anew on every call and tests
 * each of its names against every element (lower-casing the element's name each time), which cost
 * the rules that list many tags more than their own work; one '*' query and a set cost a third of it.
 */
export function elementsNamed(root: ParentNode, names: TagNames): Element[] {
  const all = root.querySelectorAll('*');
  const out: Element[] = [];
  for (let i = 0; i < all.length; i++) {
    const el = all[i]!;
    // Lower case as the selector matches: elements a script made with createElement('DIV') are named so in linkedom.
    if (names.has(el.localName.toLowerCase())) out.push(el);
  }
  return out;
}

/** A set of lower-case tag names, read from a selector of bare tag names: `tagNames('h2, h3, p')`. */
export type TagNames = ReadonlySet<string>;
export function tagNames(selector: string): TagNames {
  return new Set(selector.split(',').map((name) => name.trim().toLowerCase()));
}
