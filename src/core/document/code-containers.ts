import { elementsWhere } from './element-walk';
import { classAttribute } from './class-tokens';

/**
 * Docs generators (Writerside, some CMS highlighters) lay code out in a `<div>` styled as
 * preformatted, not a `<pre>`: Readability turns such a div into a paragraph and its line breaks are
 * lost. Made real `<pre>` elements first (attributes kept, so the code language still reads).
 */
const NAMED = /(?:^|\s)(?:code-block|codeblock|code-snippet)(?:\s|$)/;
const BLOCKS = 'pre, p, div, ul, ol, table, h1, h2, h3, h4, h5, h6, blockquote';

export function markCodeContainers(root: Element): void {
  // Every NAMED class holds "code": the check is `div[data-lang], div[data-language], div[class*="code"]` and NAMED at once.
  const wants = (el: Element) => el.localName.toLowerCase() === 'div' && (el.hasAttribute('data-lang') || el.hasAttribute('data-language') || NAMED.test(classAttribute(el) ?? ''));
  for (const el of elementsWhere(root, wants)) {
    if (el.querySelector(BLOCKS) || !(el.textContent ?? '').trim().includes('\n')) continue;
    const pre = el.ownerDocument.createElement('pre');
    for (const attr of Array.from(el.attributes)) pre.setAttribute(attr.name, attr.value);
    while (el.firstChild) pre.appendChild(el.firstChild);
    el.replaceWith(pre);
  }
}
