import { classAttribute } from '../dom/class-tokens';

/**
 * Elements a CSS framework's utility class hides: Tailwind's `hidden` / `invisible` and their
 * breakpoint variants (`md:hidden`: hidden on a desktop-wide window), Bootstrap's `d-none` /
 * `d-md-none`. The fast path has no stylesheet, and Readability only knows the `hidden` attribute
 * and inline styles, so without this a page's mobile menu, "Copied!" toast, gallery overlay or the
 * markdown-for-machines copy of a heading (`not-machine:hidden`) is read as text.
 *
 * Not hidden: an element also shown from a breakpoint on (`hidden md:flex`, `d-none d-lg-block`:
 * the desktop copy of a block), and variants for a state a reader may be in (`dark:`, `print:`,
 * `hover:`, `group-*:`, arbitrary `[…]:`), which hide only then. A desktop copy loses its hiding
 * classes: Readability reads "hidden" in a class as a sign of chrome and drops a block with little
 * text under it (a diagram's desktop drawing went, its mobile copy dropped here, and the page had none).
 */

/** Finds every candidate with one CSS lookup; `isHiddenByClass` decides. */
export const HIDDEN_CLASS_SELECTOR = '[class*="hidden"], [class*="invisible"], [class*="-none"]';

/** Min-width breakpoints, narrowest first (Tailwind's names, then Bootstrap's). */
const BREAKPOINTS = ['sm', 'md', 'lg', 'xl', '2xl', 'xxl'];
const DISPLAY = /^(?:block|flex|grid|inline|inline-block|inline-flex|inline-grid|table|table-row|table-cell|contents|flow-root|list-item|visible)$/;

/**
 * What a class token says about display from some width on: [breakpoint rank, hidden?], or null.
 * `hidden` → [0, true], `md:flex` → [2, false], `d-lg-none` → [3, true], `not-machine:hidden` →
 * [0, true] (hidden unless a state holds); `dark:hidden`, `hover:hidden`, `text-none` → null.
 */
function displayRule(token: string): [number, boolean] | null {
  const bs = /^d(?:-([a-z0-9]+))?-([a-z-]+)$/.exec(token);
  if (bs) {
    const rank = bs[1] === undefined ? 0 : BREAKPOINTS.indexOf(bs[1]) + 1;
    if (rank < 0 || (bs[1] !== undefined && rank === 0)) return null;
    return bs[2] === 'none' ? [rank, true] : DISPLAY.test(bs[2]!) ? [rank, false] : null;
  }
  const colon = token.lastIndexOf(':');
  const variant = colon < 0 ? '' : token.slice(0, colon);
  const utility = token.slice(colon + 1);
  const hides = utility === 'hidden' || utility === 'invisible';
  if (!hides && !DISPLAY.test(utility)) return null;
  if (variant === '') return [0, hides];
  if (/^not-[a-z-]+$/.test(variant)) return hides ? [0, true] : null;
  const rank = BREAKPOINTS.indexOf(variant) + 1;
  return rank > 0 ? [rank, hides] : null;
}

/** Hidden on a desktop-wide window: the widest breakpoint's rule that the classes set says hide. */
export function isHiddenByClass(el: Element): boolean {
  const cls = classAttribute(el);
  if (!cls) return false;
  let rank = -1;
  let hidden = false;
  for (const token of cls.split(/\s+/)) {
    const rule = displayRule(token);
    // At the same width a hiding rule wins (`hidden flex` is hidden: Tailwind orders hidden later).
    if (rule && (rule[0] > rank || (rule[0] === rank && rule[1]))) [rank, hidden] = rule;
  }
  return hidden;
}

/** Takes the hiding classes off an element that is the page's content after all (see reveal-hidden). */
export function unhideByClass(el: Element): void {
  const cls = el.getAttribute('class');
  if (!cls) return;
  const shown = cls.split(/\s+/).filter((t) => !displayRule(t)?.[1]);
  if (shown.join(' ') !== cls) el.setAttribute('class', shown.join(' '));
}

/** The plain check equal to HIDDEN_CLASS_SELECTOR on an element's class, for prepare-content's one walk. */
export function mayBeHiddenByClass(cls: string): boolean {
  return cls.includes('hidden') || cls.includes('invisible') || cls.includes('-none');
}

/** Removes, of `found` (a copy of the page's elements, never the live tab's), what such a class hides; the rest lose their hiding classes. */
export function dropHiddenByClass(found: readonly Element[]): void {
  for (const el of found) {
    if (isHiddenByClass(el)) el.remove();
    else unhideByClass(el);
  }
}
