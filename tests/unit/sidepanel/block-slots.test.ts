// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BlockSlots } from '../../../src/sidepanel/markdown/block-slots';

function el(name: string): HTMLElement {
  const e = document.createElement('p');
  e.textContent = name;
  return e;
}

const shownIn = (host: HTMLElement) => Array.from(host.children, (slot) => slot.textContent).join(',');

describe('BlockSlots', () => {
  it('swaps a changed block inside its slot and leaves every other slot alone', () => {
    const host = document.createElement('div');
    const slots = new BlockSlots(host);
    const [a, b, b2] = [el('a'), el('b'), el('b2')];
    slots.show([a, b]);
    const before = Array.from(host.children);
    const seen: MutationRecord[] = [];
    const observer = new MutationObserver((r) => seen.push(...r));
    observer.observe(host, { childList: true, subtree: true });
    slots.show([a, b2]);
    seen.push(...observer.takeRecords());
    observer.disconnect();
    expect(Array.from(host.children)).toEqual(before);
    expect(shownIn(host)).toBe('a,b2');
    expect(seen.map((m) => m.target)).toEqual([before[1]]);
  });

  it('adds and removes slots as blocks come and go, and copes with blocks changing places', () => {
    const host = document.createElement('div');
    const slots = new BlockSlots(host);
    const [a, b, c, d] = [el('a'), el('b'), el('c'), el('d')];
    slots.show([a]);
    slots.show([a, b, c]);
    expect(shownIn(host)).toBe('a,b,c');
    slots.show([b, c]);
    expect(shownIn(host)).toBe('b,c');
    slots.show([d, c, b]);
    expect(shownIn(host)).toBe('d,c,b');
    slots.show([c, a, b, d]);
    expect(shownIn(host)).toBe('c,a,b,d');
    expect(Array.from(host.children, (s) => s.childNodes.length)).toEqual([1, 1, 1, 1]);
    slots.show([]);
    expect(host.childNodes).toHaveLength(0);
  });
});
