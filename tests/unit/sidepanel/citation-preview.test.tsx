// @vitest-environment jsdom
import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { CitationPreview } from '../../../src/sidepanel/components/citation-preview';
import { citation } from './fixtures';

describe('the citation preview', () => {
  it('shows the whole sentence, the cited part marked, with dimmed context — not a fragment', () => {
    const c = citation({
      lines: ['in twelve minutes without 【2†lithium plating†lab.test】, the team says.'],
      passage: { before: 'Cells were tested for a year.', lead: 'The new cell charges to 80 percent', tail: '', after: 'Production starts next year.' },
    });
    const host = document.createElement('div');
    render(<CitationPreview id="p" cardRef={{ current: null }} cited={[{ citation: c, number: 1 }]} />, host);
    const quote = host.querySelector('blockquote')!;
    expect([...quote.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Cells were tested for a year.',
      'The new cell charges to 80 percent in twelve minutes without lithium plating, the team says.',
      'Production starts next year.',
    ]);
    expect(quote.querySelector('mark')!.textContent).toBe('in twelve minutes without lithium plating, the team says.');
    expect(quote.querySelectorAll('.cite-context')).toHaveLength(2);
  });
});
