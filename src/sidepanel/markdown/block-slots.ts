/**
 * Shows rendered blocks in a host element, one slot (`div.md-slot`) per block position. A slot stays
 * while its block is replaced: while an answer streams, the growing last block is swapped inside the
 * same slot, so the browser lays out one small subtree, not a new element among hundreds (slots carry
 * `content-visibility: auto`; a new such element costs a pass over the whole answer). Only positions
 * whose block changed are touched, found by comparing arrays, never by walking the DOM.
 */
export class BlockSlots {
  private slots: HTMLElement[] = [];
  private shown: readonly Node[] = [];

  constructor(private readonly host: HTMLElement) {}

  show(blocks: readonly Node[]): void {
    const doc = this.host.ownerDocument;
    for (let i = 0; i < blocks.length; i++) {
      if (blocks[i] === this.shown[i]) continue;
      let slot = this.slots[i];
      if (!slot) {
        slot = doc.createElement('div');
        slot.className = 'md-slot';
        this.host.append(slot);
        this.slots.push(slot);
      }
      // A block moved here from another slot leaves that one, which gets its own block at its turn.
      slot.replaceChildren(blocks[i]!);
    }
    for (const slot of this.slots.splice(blocks.length)) slot.remove();
    this.shown = blocks;
  }
}
