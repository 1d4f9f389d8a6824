import { textLength } from '../dom/block-text';

/**
 * A modal window (`<dialog>`, `role=dialog`/`alertdialog`, `aria-modal=true`) is by WAI-ARIA a window
 * apart from the page: a cookie consent's preference centre, a sign-in or newsletter prompt, a share
 * sheet. Its prose can be long (a consent manager's category texts run to thousands of characters) and
 * Readability, scoring paragraphs, may take it for the article. Dropped before Readability reads the
 * page, unless the page is shown in it (an article opened in an overlay, content reveal-hidden.ts just
 * showed): the window holds the page's own structure (its headline, one article, a main region), or
 * nearly all of its text.
 *
 * A CSS framework's modal is the same window, named by its class instead of its role: `modal` in
 * Bootstrap, Bulma, Materialize and Semantic UI (`ui modal`), each of which hides it (`display: none`)
 * until a script opens it. A page without ARIA on its sign-in and report-abuse windows had them read as
 * its text, and Readability took the report form's list of reasons over the post.
 */

/** What prepare-content's one walk of the page collects for the rule (with `isModalWindow`, its plain check). */
export const MODAL_WINDOW = 'dialog, [role="dialog"], [role="alertdialog"], [aria-modal="true"], .modal';

/** The class token `modal` (not `modal-body`, `modal-open`: a window's parts, a page's state). */
const MODAL_CLASS = /(?:^|\s)modal(?:\s|$)/;

export function isModalWindow(el: Element, name: string, cls: string): boolean {
  if (name === 'DIALOG' || (cls.includes('modal') && MODAL_CLASS.test(cls))) return true;
  const role = el.getAttribute('role');
  return role === 'dialog' || role === 'alertdialog' || el.getAttribute('aria-modal') === 'true';
}

/** A window holding more than this share of the page's text is the page shown in a window. */
const MAX_SHARE = 0.8;
/** What a page has and a prompt has not (an article too, when it is the window's one: a menu's cards are articles each). */
const PAGE_PARTS = 'h1, main, [role="main"]';

export function dropModalWindows(found: readonly Element[], root: Element): void {
  let pageLength: number | undefined;
  for (const el of found) {
    if (!root.contains(el)) continue;
    const length = textLength(el);
    if (length === 0) {
      el.remove();
      continue;
    }
    if (el.querySelector(PAGE_PARTS) || el.querySelectorAll('article').length === 1) continue;
    pageLength ??= textLength(root);
    if (length <= MAX_SHARE * pageLength) el.remove();
  }
}
