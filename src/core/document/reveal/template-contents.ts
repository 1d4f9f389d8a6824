/**
 * A `<template>`'s content is not part of the page: a browser parses it into a separate fragment and
 * shows none of it (tooltips, popups and components a script stamps out later). Node DOMs (linkedom)
 * parse it as the template's children, and a block in it (a tooltip's `<div>`) made turndown trim
 * the spaces on either side of the template, gluing the words around it ("Open Graph Protocolwhich").
 * The templates go, as a browser's tree has them: without content.
 */
export const TEMPLATE = 'template';

export function isTemplate(_el: Element, name: string): boolean {
  return name === 'TEMPLATE';
}

export function dropTemplates(found: readonly Element[]): void {
  for (const template of found) template.remove();
}

/**
 * The templates in the `<head>` go too: Readability walks the whole document from `<html>`, so a
 * template there holding a component's markup (a news site's article teaser, stamped out by a script)
 * was scored as a paragraph of the page, and when it scored best Readability's climb from it to the
 * `<body>` never met the body and threw — in a Node DOM only; a browser's head has the template
 * without children.
 */
export function dropHeadTemplates(doc: Document): void {
  if (doc.head) dropTemplates(Array.from(doc.head.querySelectorAll(TEMPLATE)));
}
