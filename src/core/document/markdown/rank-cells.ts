import { collapsedText } from '../dom/block-text';

/**
 * Ranked listings laid out as tables (Hacker News's front page, old forums' top lists) put each
 * item's number in a cell of its own, often with an empty voting cell after it. Read cell by cell
 * as blocks, "1." stands alone on a line above its item; on the page it stands beside it.
 */
const RANK = /^\d{1,4}[.)]$/;


/** A layout cell holding nothing but an item's number: "1.", "12)". */
export function isRankCell(cell: Element): boolean {
  return RANK.test(collapsedText(cell.textContent));
}

/** True when the nearest cell before this one in its row that holds any text is a rank cell. */
export function followsRankCell(cell: Element): boolean {
  for (let prev = cell.previousElementSibling; prev; prev = prev.previousElementSibling) {
    if (prev.nodeName !== 'TD' && prev.nodeName !== 'TH') continue;
    const text = collapsedText(prev.textContent);
    if (text) return RANK.test(text);
  }
  return false;
}
