/**
 * Docs generators (Writerside, some CMS highlighters) lay code out in a `<div>` styled as
 * preformatted, not a `<pre>`: Readability turns such a div into a paragraph and its line breaks are
 * lost. Made real `<pre>` elements first (attributes kept, so the code language still reads).
 */
const NAMED = /(?:^|\s)(?:code-block|codeblock|code-snippet)(?:\s|$)/;
const BLOCKS = 'pre, p, div, ul, ol, table, h1, h2, h3, h4, h5, h6, blockquote';

/** What prepare-content's walk collects for this rule (NAMED narrows the class part). */
export const CODE_CONTAINER = 'div[data-lang], div[data-language], div[class*="code"]';

/** CODE_CONTAINER and NAMED at once (every NAMED class holds "code"), for prepare-content's one walk. */
export function isCodeContainer(el: Element, name: string, cls: string): boolean {
  return name === 'DIV' && (el.hasAttribute('data-lang') || el.hasAttribute('data-language') || NAMED.test(cls));
}

/** Puts a `<pre>` in place of each of `found` that holds lines of text and no blocks; returns the pairs replaced. */
export function markCodeContainers(found: readonly Element[]): [Element, Element][] {
  const replaced: [Element, Element][] = [];
  for (const el of found) {
    if (el.querySelector(BLOCKS) || !(el.textContent ?? '').trim().includes('\n')) continue;
    const pre = el.ownerDocument.createElement('pre');
    for (const attr of Array.from(el.attributes)) pre.setAttribute(attr.name, attr.value);
    while (el.firstChild) pre.appendChild(el.firstChild);
    el.replaceWith(pre);
    replaced.push([el, pre]);
  }
  return replaced;
}

