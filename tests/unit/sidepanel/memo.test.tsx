// @vitest-environment jsdom
import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { memo } from '../../../src/sidepanel/components/memo';

describe('memo', () => {
  it('re-renders only when a prop changed (=== per prop), like preact/compat memo', () => {
    const seen: string[] = [];
    const Row = memo(function Row({ label, item }: { label: string; item: { n: number } }) {
      seen.push(label);
      return (
        <li>
          {label} {item.n}
        </li>
      );
    });
    const host = document.createElement('ul');
    const item = { n: 1 };
    render(<Row label="a" item={item} />, host);
    render(<Row label="a" item={item} />, host);
    expect(seen).toEqual(['a']);
    render(<Row label="b" item={item} />, host);
    render(<Row label="b" item={{ n: 1 }} />, host);
    expect(seen).toEqual(['a', 'b', 'b']);
    expect(host.textContent).toBe('b 1');
  });
});
