// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { syncChildren } from '../../../src/sidepanel/markdown/sync-children';

function el(name: string): HTMLElement {
  const e = document.createElement('p');
  e.textContent = name;
  return e;
}

describe('syncChildren', () => {
  it('leaves nodes in place, replaces the changed one and drops leftovers', () => {
    const parent = document.createElement('div');
    const [a, b, c] = [el('a'), el('b'), el('c')];
    syncChildren(parent, [a, b, c]);
    expect(parent.textContent).toBe('abc');
    const b2 = el('B');
    syncChildren(parent, [a, b2]);
    expect(Array.from(parent.children)).toEqual([a, b2]);
    expect(b.parentNode).toBeNull();
    expect(c.parentNode).toBeNull();
    syncChildren(parent, []);
    expect(parent.childNodes).toHaveLength(0);
  });

  it('does not touch the DOM when nothing changed', () => {
    const parent = document.createElement('div');
    const nodes = [el('a'), el('b')];
    syncChildren(parent, nodes);
    const seen: MutationRecord[] = [];
    const observer = new MutationObserver((records) => seen.push(...records));
    observer.observe(parent, { childList: true });
    syncChildren(parent, nodes);
    seen.push(...observer.takeRecords());
    observer.disconnect();
    expect(seen).toEqual([]);
  });
});
