import { removeWithEmptyAncestors } from '../dom/leaf-blocks';

/**
 * The page's own controls set above a post, before its first word: a "← back" link to the index,
 * a docs generator's "Edit this page" and "View source" buttons (often icons named only by their
 * title). They act on the site, not the story: in a document they read as its opening line. Only
 * links that come before any other text go, each named by nothing but such a control; a "Back" in a
 * sentence, or one after the story has begun, stays.
 */
const CONTROL =
  /^(?:[←«‹<↩]\s*)?(?:(?:go )?back(?: to [\p{L}\p{N}' -]{1,40})?|edit(?: this page| page| on (?:github|gitlab|bitbucket))?|view (?:page )?source(?: of this page)?|suggest (?:an )?edits?|improve this page)(?:\s*[→»›>])?$/iu;
/** A page shows a few of them side by side: more links before the text are a menu, another rule's. */
const MAX_CONTROLS = 3;
/** Elements whose content is seen but holds no text: a picture before the controls means they are not the opening. */
const MEDIA = new Set(['IMG', 'PICTURE', 'VIDEO', 'IFRAME', 'CANVAS', 'TABLE']);

export function dropLeadingControls(article: Element): void {
  for (let i = 0; i < MAX_CONTROLS; i++) {
    const link = firstLink(article);
    if (!link || !CONTROL.test(nameOf(link)) || !standsAlone(link)) return;
    removeWithEmptyAncestors(link, article);
  }
}

/**
 * The link the article opens with; null when text or a picture comes first; undefined when `root`
 * holds neither (the walk goes on after it). Reads only as far as the first text.
 */
function firstLink(root: Element): Element | null | undefined {
  for (let n = root.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 3) {
      if ((n.nodeValue ?? '').trim() !== '') return null;
      continue;
    }
    if (n.nodeType !== 1) continue;
    const el = n as Element;
    const tag = el.nodeName.toUpperCase();
    if (tag === 'A') return el.hasAttribute('href') ? el : null;
    if (MEDIA.has(tag)) return null;
    const inner = firstLink(el);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** What the link says: its text, or the name an icon link has in its label or title. */
function nameOf(link: Element): string {
  const text = (link.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text || (link.getAttribute('aria-label') ?? link.getAttribute('title') ?? '').trim();
}

/**
 * Nothing but controls in the link's line (its inline siblings, up to the next block): "Back" that
 * starts a sentence is the sentence's, and so is a title that reads like a control ("Back to the
 * Future (1985) is…").
 */
function standsAlone(link: Element): boolean {
  let top: Element = link;
  while (top.parentElement && INLINE.has(top.parentElement.nodeName.toUpperCase())) top = top.parentElement;
  let rest = '';
  for (const step of ['previousSibling', 'nextSibling'] as const) {
    for (let n = top[step]; n && (n.nodeType === 3 || (n.nodeType === 1 && INLINE.has(n.nodeName.toUpperCase()))); n = n[step]) {
      rest += n.nodeType === 1 && CONTROL.test(nameOf(n as Element)) ? '' : (n.textContent ?? '');
    }
  }
  return !/[\p{L}\p{N}]/u.test(rest);
}

const INLINE = new Set(['A', 'SPAN', 'STRONG', 'B', 'EM', 'I', 'SMALL']);
