// @vitest-environment jsdom
import { render } from 'preact';
import { describe, expect, it, vi } from 'vitest';
import { SourcesList } from '../../../src/sidepanel/components/sources-list';
import { unresolvedChipElement } from '../../../src/sidepanel/citations/unresolved-chip';

vi.mock('webextension-polyfill', () => ({ default: { runtime: { getManifest: () => ({ permissions: [] }) } } }));

describe('the marked chip of a citation that resolves to nothing', () => {
  it('is a note, not a link, named as unresolved and described with why; the model’s numbers stay text', () => {
    const chip = unresolvedChipElement(document, { marker: '【7†L3】', index: 0, cursor: 7, startLine: 3, endLine: 3, reason: 'source-not-read' });
    expect(chip.tagName).toBe('SPAN');
    expect(chip.getAttribute('role')).toBe('note');
    expect(chip.textContent).toBe('source not read');
    expect(chip.getAttribute('aria-label')).toBe('Citation could not be resolved: source not read');
    expect(chip.getAttribute('aria-description')).toBe('The answer cites source 7 (line 3), which it never opened.');
    expect(chip.querySelector('*')).toBeNull();
  });

  it('is counted apart in the Sources header, never as cited, even with no source at all', () => {
    const host = document.createElement('div');
    render(<SourcesList sources={[{ number: 1, url: 'https://a.test/', title: 'A', site: 'a.test', used: true, opened: true }]} unresolved={2} />, host);
    expect(host.querySelector('summary')!.textContent).toBe('Sources · 1 cited of 1 · 2 citations could not be resolved');
    render(<SourcesList sources={[]} unresolved={1} />, host);
    expect(host.querySelector('summary')!.textContent).toBe('No sources · 1 citation could not be resolved');
  });
});
