/**
 * A sentence a block cut in two. A page that sets a block inside a paragraph (a link's preview card:
 * `<p>…using the <a>Figma MCP server</a><div class="card">…</div>. The MCP server is…</p>`) has it
 * closed there by the HTML parser: the paragraph ends at the card, and the rest of its sentence
 * (". The MCP server is…") is loose text after it, which Readability wraps as a paragraph of its own.
 * Once the card is gone (Readability or the teaser rules drop it), a paragraph that opens with a
 * sentence's inner punctuation right after one that ends without a full stop is that rest: it goes
 * back to the end of the paragraph it continues. Nobody opens a paragraph with ". The" or ", and".
 */
const CONTINUES = /^\s*[.,;:)]/;
const ENDS_SENTENCE = /[.!?:;…]["'”’)]*\s*$/;

export function joinSplitSentences(article: Element): void {
  for (const p of Array.from(article.getElementsByTagName('p'))) {
    // The text opens the paragraph, as its own first child: nothing before it (a link, an image) would go with it.
    let first = p.firstChild;
    while (first && first.nodeType === 3 && !/\S/.test(first.nodeValue ?? '')) first = first.nextSibling;
    if (!first || first.nodeType !== 3 || !CONTINUES.test(first.nodeValue ?? '')) continue;
    let before = p.previousSibling;
    while (before && isBlank(before)) before = before.previousSibling;
    if (!before || before.nodeType !== 1 || before.nodeName.toUpperCase() !== 'P' || ENDS_SENTENCE.test(before.textContent ?? '')) continue;
    while (p.firstChild) before.appendChild(p.firstChild);
    p.remove();
  }
}

/** Blank: white space, a comment, or an element left with no text and no media (a dropped card's wrapper). */
function isBlank(n: Node): boolean {
  if (n.nodeType === 3) return !/\S/.test(n.nodeValue ?? '');
  if (n.nodeType !== 1) return true;
  const el = n as Element;
  return !/\S/.test(el.textContent ?? '') && !el.querySelector('img, picture, video, iframe, svg');
}
