import { collapsedText } from '../dom/block-text';

/**
 * Callouts: the boxed notes, tips and warnings inside an article (Obsidian and GitHub callouts,
 * MkDocs / Sphinx / Hugo admonitions, Bootstrap alerts, a theme's `callout callout-tip` box). A reader sees a box set apart from the text,
 * its kind told by colour and icon; flattened into paragraphs, a warning reads as one more sentence
 * of the text. Each becomes a quote that opens with its kind and its title, as markdown writes a
 * callout: `> [!warning] Before you upgrade`.
 *
 * Marked before Readability (`markCallouts`): its rewrites lose the classes that say what a box is,
 * and it drops an `<aside>` whole. Made a quote after our rules (`quoteCallouts`): those read a
 * notice inside a quote as quoted text and leave it, and a site's notice in a callout's box (an
 * affiliate disclosure, a cookie prompt) must still go.
 */
export const CALLOUT = '[data-callout], .markdown-alert, .admonition, .alert, .callout[class*="callout-"]';

const CALLOUT_CLASS = /(?:^|\s)(?:markdown-alert|admonition|alert)(?:\s|$)/;
const CALLOUT_TOKEN = /(?:^|\s)callout(?:\s|$)/;
/** A `callout` box's kind, as its modifier class says it (`callout-tip`; not a layout's `callout--inset`). */
const CALLOUT_KIND = /^callout-([a-z]+)$/;
const KIND_ATTRIBUTE = 'data-callout-kind';
/** What a title looks like in each: the first of these inside the box, at its start. */
const TITLE = '.callout-title, .markdown-alert-title, .admonition-title, .alert-heading, .alert-title';
/** Bootstrap's colours that name a kind; the others (primary, secondary, light, dark) are notes. */
const BOOTSTRAP_ALERT = /(?:^|\s)alert-(info|warning|danger|success|primary|secondary|light|dark)(?:\s|$)/;
const BOOTSTRAP_KINDS = new Set(['info', 'warning', 'danger', 'success']);
/** Admonition kinds (reStructuredText's, MkDocs Material's and Hugo themes'). */
const ADMONITION_KINDS = new Set([
  'note', 'info', 'tip', 'hint', 'important', 'warning', 'caution', 'attention', 'danger', 'error', 'success',
  'question', 'failure', 'bug', 'example', 'quote', 'abstract', 'summary', 'todo', 'seealso',
]);

/** The plain check equal to CALLOUT, for prepare-content's one walk. */
export function mayBeCallout(el: Element, _name: string, cls: string): boolean {
  return (
    el.hasAttribute('data-callout') ||
    ((cls.includes('alert') || cls.includes('admonition')) && CALLOUT_CLASS.test(cls)) ||
    (cls.includes('callout-') && CALLOUT_TOKEN.test(cls))
  );
}

/** The box's kind, or null when it is not a callout after all. */
function kindOf(el: Element): string | null {
  const named = el.getAttribute('data-callout')?.trim().toLowerCase();
  if (named) return /^[a-z][\w-]*$/.test(named) ? named : 'note';
  const tokens = (el.getAttribute('class') ?? '').toLowerCase().split(/\s+/);
  const github = tokens.find((t) => t.startsWith('markdown-alert-'));
  if (github) return github.slice('markdown-alert-'.length) || 'note';
  if (tokens.includes('markdown-alert')) return 'note';
  if (tokens.includes('admonition')) return tokens.find((t) => ADMONITION_KINDS.has(t)) ?? 'note';
  // A box of a theme's own: a callout only when its modifier names a callout's kind (a news page's
  // `callout callout--inset-left` is a layout's inset, not a note).
  if (tokens.includes('callout')) {
    const kind = tokens.map((t) => CALLOUT_KIND.exec(t)?.[1]).find((k) => k !== undefined && ADMONITION_KINDS.has(k));
    return kind ?? null;
  }
  // A dismissable alert is the site speaking (a session message, a banner), not the article.
  if (tokens.includes('alert-dismissible')) return null;
  const bootstrap = BOOTSTRAP_ALERT.exec(tokens.join(' '));
  if (!bootstrap) return null;
  return BOOTSTRAP_KINDS.has(bootstrap[1]!) ? bootstrap[1]! : 'note';
}

/** The box's own title: at its start, not a nested box's. */
function titleOf(el: Element): Element | null {
  const first = el.firstElementChild;
  if (!first) return null;
  const title = first.matches(TITLE) ? first : first.querySelector(TITLE);
  if (!title || title.closest(CALLOUT) !== el) return null;
  return title;
}

/**
 * Each box (of `found`, in document order) becomes a `<div>` marked with its kind that opens with
 * a paragraph `[!kind] Title`; the title element goes.
 */
export function markCallouts(found: readonly Element[]): void {
  for (const el of found) {
    const kind = kindOf(el);
    if (!kind || !el.parentNode || (el.textContent ?? '').trim() === '') continue;
    const doc = el.ownerDocument;
    const title = titleOf(el);
    const titleText = title ? collapsedText(title.textContent) : '';
    title?.remove();
    const box = doc.createElement('div');
    for (const name of ['class', 'id']) {
      const value = el.getAttribute(name);
      if (value !== null) box.setAttribute(name, value);
    }
    box.setAttribute(KIND_ATTRIBUTE, kind);
    const head = doc.createElement('p');
    head.textContent = titleText ? `[!${kind}] ${titleText}` : `[!${kind}]`;
    box.appendChild(head);
    while (el.firstChild) box.appendChild(el.firstChild);
    el.replaceWith(box);
  }
}

/** The marked boxes left in the article become quotes. */
export function quoteCallouts(root: Element): void {
  for (const box of Array.from(root.querySelectorAll(`[${KIND_ATTRIBUTE}]`))) {
    const quote = box.ownerDocument.createElement('blockquote');
    while (box.firstChild) quote.appendChild(box.firstChild);
    box.replaceWith(quote);
  }
}
