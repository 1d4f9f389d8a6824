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
 * The first element under `root` (not `root` itself) that `wants`, in document order, never entering a
 * `<template>`: `root.querySelector(selector)` for a selector written as the check. linkedom compiles
 * the selector on every call (about 5 µs, several times the walk of a paragraph), and rules ask this of
 * many blocks of every page.
 */
export function firstWhere(root: Element, wants: (el: Element) => boolean): Element | null {
  for (let child = root.firstElementChild; child; child = child.nextElementSibling) {
    if (wants(child)) return child;
    if (child.localName.toLowerCase() !== 'template') {
      const found = firstWhere(child, wants);
      if (found) return found;
    }
  }
  return null;
}

/** A link that goes somewhere: the check for `a[href]` (lower case as the selector matches: createElement('A') is named so in linkedom). */
export function isHrefLink(el: Element): boolean {
  return el.localName.toLowerCase() === 'a' && el.hasAttribute('href');
}

/**
 * `root.querySelectorAll(selector)` for a selector of bare tag names (`'p, li, div'`): every element
 * once, its name looked up in a set. linkedom compiles a selector list anew on every call and tests
 * each of its names against every element (lower-casing the element's name each time), which cost
 * the rules that list many tags more than their own work. A walk of the children (as elementsWhere)
 * costs no more than one '*' query on a large article and a tenth of it on a heading or a paragraph,
 * where compiling even '*' was most of the cost.
 */
export function elementsNamed(root: Element, names: TagNames): Element[] {
  // Lower case as the selector matches: elements a script made with createElement('DIV') are named so in linkedom.
  return elementsWhere(root, (el) => names.has(el.localName.toLowerCase()));
}

/** A set of lower-case tag names, read from a selector of bare tag names: `tagNames('h2, h3, p')`. */
export type TagNames = ReadonlySet<string>;
export function tagNames(selector: string): TagNames {
  return new Set(selector.split(',').map((name) => name.trim().toLowerCase()));
}
