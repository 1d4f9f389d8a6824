import { forwardRef } from 'preact/compat';
import type { Citation } from '../../core/agent/citation-types';
import { unverifiedNote } from '../citations/chip-check';

/**
 * The cited lines with their page title, shown while a chip is hovered or focused. The answer body
 * positions it at the chip (see preview-placement.ts).
 */
export const CitationPreview = forwardRef<HTMLDivElement, { id: string; citation: Citation }>(function CitationPreview({ id, citation: c }, ref) {
  const note = unverifiedNote(c);
  return (
    <div ref={ref} id={id} role="tooltip" class="cite-preview">
      {note && <p class="cite-preview-unverified">Unverified: {note}</p>}
      <p class="cite-preview-title">{c.title || c.host}</p>
      <p class="cite-preview-host">
        {c.host || 'attached file'} · {c.endLine > c.startLine ? 'lines' : 'line'} {c.startLine}
        {c.endLine > c.startLine ? `–${c.endLine}` : ''}
      </p>
      <blockquote>
        {c.lines.map((line, i) => (
          <p key={i}>
            <span class="line-no" aria-hidden="true">
              {c.startLine + i}
            </span>{' '}
            {line}
          </p>
        ))}
      </blockquote>
    </div>
  );
});
