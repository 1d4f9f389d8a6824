import type { Ref } from 'preact';
import type { Citation } from '../../core/agent/citation-types';
import { linesShort } from '../citations/chip';
import { unverifiedNote } from '../citations/chip-check';
import { siteOf } from '../citations/source-numbers';
import { t } from '../../shared/i18n';

export interface CitedSource {
  citation: Citation;
  number: number;
}

function Passage({ citation: c, number }: CitedSource) {
  const note = unverifiedNote(c);
  return (
    <div class="cite-preview-item">
      {note && <p class="cite-preview-unverified">{t('citeUnverified', note)}</p>}
      <p class="cite-preview-title">
        <span class="cite-preview-number">{number}</span> {c.title || siteOf(c)}
      </p>
      <p class="cite-preview-host">
        {c.host ? siteOf(c) : t('citeAttachedFile')} · {linesShort(c)}
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
}

/**
 * The cited lines with their source's number, title, site and lines, shown while a chip is hovered or
 * focused; a merged chip shows each of its passages. The answer body positions it at the chip.
 */
export function CitationPreview({ id, cited, cardRef }: { id: string; cited: CitedSource[]; cardRef: Ref<HTMLDivElement> }) {
  return (
    <div ref={cardRef} id={id} role="tooltip" class="cite-preview">
      {cited.map((c, i) => (
        <Passage key={i} {...c} />
      ))}
    </div>
  );
}
