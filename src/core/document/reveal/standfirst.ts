import { firstText, followingText, normalize, noteLeadIn } from './lead-ins';

/**
 * The standfirst: the sentence or two under a headline that sums the story up, which most sites also
 * give as the page's description (`<meta name="description">`, og:description). Pages set it in the
 * headline's block beside the date, the author and the share buttons, and Readability, scoring the
 * body's paragraphs, leaves that block out with the standfirst in it, though a reader reads it right
 * before the first paragraph. A paragraph of the page that says what the description says is noted
 * to go back before the block its following text opens (lead-ins.ts), unless the article has it. The
 * description is the test: a paragraph the page itself names as its summary, not any short text
 * beside a headline.
 */

/** What prepare-content's one walk of the page collects for the rule (with `isParagraph`, its plain check). */
export const PARAGRAPH = 'p';

export function isParagraph(_el: Element, name: string): boolean {
  return name === 'P';
}

/** Where the page describes itself, as Readability reads its excerpt. */
const DESCRIPTION = 'meta[name="description"], meta[property="og:description"], meta[name="twitter:description"]';
/** A shorter description is a label ("Blog", "News and views"), not a summary a paragraph repeats. */
const MIN_CHARS = 40;
/** How much of a paragraph's first text is compared before its whole text is read. */
const OPENING_CHARS = 24;
/** What a description cut short ends with. */
const CUT = /\s*(?:\.\.\.|…)$/;

/** Notes the first paragraph that repeats the page's description, before Readability moves anything (prepare-content's rule). */
export function noteStandfirst(paragraphs: readonly Element[], root: Element): void {
  const head = root.ownerDocument?.head;
  if (!head) return;
  const descriptions = new Set<string>();
  for (const meta of Array.from(head.querySelectorAll(DESCRIPTION))) {
    const text = normalize(meta.getAttribute('content') ?? '');
    if (text.length >= MIN_CHARS) descriptions.add(text);
  }
  if (descriptions.size === 0) return;
  const openings = new Set(Array.from(descriptions, (d) => d.slice(0, OPENING_CHARS)));
  for (const p of paragraphs) {
    // The first text is read before the whole paragraph's: most paragraphs differ from the start.
    const first = firstText(p);
    if (!first || !openings.has(normalize((first.nodeValue ?? '').slice(0, 2 * OPENING_CHARS)).slice(0, OPENING_CHARS))) continue;
    if (!repeatsDescription(normalize(p.textContent ?? ''), descriptions)) continue;
    const text = followingText(p);
    if (text) noteLeadIn(root, [text], [p]);
    return;
  }
}

/** The paragraph is the description, or begins with what a cut-short description keeps of it. */
function repeatsDescription(text: string, descriptions: ReadonlySet<string>): boolean {
  if (descriptions.has(text)) return true;
  for (const d of descriptions) {
    const kept = d.replace(CUT, '');
    if (kept !== d && kept.length >= MIN_CHARS && text.startsWith(kept)) return true;
  }
  return false;
}
