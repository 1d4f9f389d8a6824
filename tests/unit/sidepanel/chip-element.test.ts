// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { chipElement } from '../../../src/sidepanel/citations/chip-element';
import { mergeAdjacentChips } from '../../../src/sidepanel/citations/chip-merge';
import { inLocale } from '../../support/chrome-i18n-stub';
import { citation } from './fixtures';

describe('citation chip element', () => {
  it('is a link to the cited passage that opens in a new tab, showing its source number and site and named in words', () => {
    const a = chipElement(document, citation(), 2, 1);
    expect(a.outerHTML).toBe(
      '<a class="cite" href="https://www.example.com/solar?x=1#:~:text=Panels%20convert" data-cite="2" data-cites="2" rel="noopener noreferrer" target="_blank" aria-label="Source 1, example.com, lines 3 to 4">1 · example.com</a>',
    );
    expect(a.textContent).not.toContain('†');
  });

  it('keeps markup in the page data as text', () => {
    const a = chipElement(document, citation({ host: '<img src=x onerror=alert(1)>"' }), 0, 3);
    expect(a.children).toHaveLength(0);
    expect(a.textContent).toBe('3 · <img src=x onerror=alert(1)>"');
  });

  it('marks an unverified chip with a class and an accessible description naming what is missing', () => {
    const bad = chipElement(document, citation({ check: { claims: ['7.4 metres', '"a <b> quote"'], missing: ['7.4 metres', '"a <b> quote"'] } }), 0, 1);
    expect(bad.className).toBe('cite unverified');
    expect(bad.getAttribute('aria-description')).toBe('not found in the cited lines: 7.4 metres, "a <b> quote"');
    expect(bad.children).toHaveLength(0);
    const good = chipElement(document, citation({ check: { claims: ['20%'], missing: [] } }), 0, 1);
    expect(good.className).toBe('cite');
    expect(good.hasAttribute('aria-description')).toBe(false);
  });

  it('is named in the reader’s language, German here, merged neighbours and what is unverified too', async () => {
    const p = document.createElement('p');
    await inLocale('de', () => {
      const bad = chipElement(document, citation({ startLine: 7, endLine: 7, check: { claims: ['7.4 metres'], missing: ['7.4 metres'] } }), 1, 2);
      p.append(chipElement(document, citation(), 0, 1), ' ', bad);
      expect(bad.getAttribute('aria-label')).toBe('Quelle 2, example.com, Zeile 7');
      mergeAdjacentChips(p);
    });
    const chip = p.querySelector('a.cite')!;
    expect(chip.getAttribute('aria-label')).toBe('Quelle 1, example.com, Zeilen 3 bis 4 und 1 weitere: Quelle 2, example.com, Zeile 7');
    expect(chip.getAttribute('aria-description')).toBe('nicht in den zitierten Zeilen gefunden: 7.4 metres');
  });

  it('refuses non-http URLs', () => {
    expect(chipElement(document, citation({ url: 'javascript:alert(1)', fragment: '' }), 0, 1).getAttribute('href')).toBe('#');
  });
});
