import { classAttribute } from '../dom/class-tokens';

/**
 * What code shows only while the pointer rests on a name: the type and docs of Shiki's Twoslash
 * (`twoslash-popup-container`), Lean's Verso (`hover-info`), tooltips. A stylesheet hides them; read
 * without it they were glued into the code ("Nat : Type#check Nat"), so its text was no longer the
 * code. A popup a page keeps shown (Twoslash's persisted queries, `^?`) stays.
 */
/** A class word that ends in the popup's name (`twoslash-popup-container`, `hover-info`), not one that goes on (`tooltip-free`). */
const POPUP = /(?:^|[\s_-])(?:popup(?:-container)?|popover|tooltip|hover-info)(?:\s|$)/i;
const SHOWN = /persisted/;

/** What prepare-content's one walk collects for the rule (with `isCode`, its plain check). */
export const CODE = 'pre, code';

export function isCode(_el: Element, name: string): boolean {
  return name === 'PRE' || name === 'CODE';
}

export function dropCodePopups(found: readonly Element[]): void {
  for (const code of found) {
    // Most code has no elements in it, or only a highlighter's tokens: one class read each.
    if (code.firstElementChild && code.isConnected) dropIn(code, code);
  }
}

function dropIn(parent: Element, code: Element): void {
  for (let el = parent.firstElementChild; el; ) {
    const next = el.nextElementSibling;
    const cls = classAttribute(el);
    if (cls && POPUP.test(cls) && !shownFor(el, code)) el.remove();
    else if (el.firstElementChild) dropIn(el, code);
    el = next;
  }
}

function shownFor(el: Element, code: Element): boolean {
  for (let e = el.parentElement; e && e !== code; e = e.parentElement) if (SHOWN.test(classAttribute(e) ?? '')) return true;
  return false;
}
