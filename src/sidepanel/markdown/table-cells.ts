/** Cells this short (in characters of text) are kept on one line; longer ones wrap between words. */
const SHORT = 32;

/**
 * Marks short table cells so they never wrap: "Lithium-ion" would otherwise break at its hyphen and
 * "1500" at any point in a narrow panel. The table scrolls sideways instead. Runs on the sanitised
 * tree and only adds a class to its cells.
 */
export function markShortCells(root: ParentNode): void {
  for (const cell of Array.from(root.querySelectorAll('td, th'))) {
    if ((cell.textContent ?? '').length <= SHORT) cell.classList.add('short');
  }
}
