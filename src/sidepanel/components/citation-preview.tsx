import type { Ref } from 'preact';
import type { Citation } from '../../core/agent/citation-types';
import { linesShort } from '../citations/chip';
import { unverifiedNote } from '../citations/chip-check';
import { siteOf } from '../citations/source-numbers';
import { t } from '../../shared/i18n';
import { withoutLinkQuotes } from '../../core/citation-check/plain-text';

export interface CitedSource {
  citation: Citation;
  number: number;
}

/** A document line as a reader reads it: quoted links as their text, no heading or emphasis marks. */
function readable(line: string): string {
  return withoutLinkQuotes(line).replace(/^#{1,6}\s+/, '').replace(/\*\*([^*]+)\*\*/g, '$1');
}

/**
 * A cited passage: the sentence(s) the cited lines belong to, the cited part marked, a dimmed line of
 * context either side; citations saved before passages existed show their lines, numbered.
 */
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
      {c.passage ? (
        <blockquote>
          {c.passage.before && <p class="cite-context">{readable(c.passage.before)}</p>}
          <p>
            {c.passage.lead && `${readable(c.passage.lead)} `}
            <mark>{c.lines.map(readable).join(' ')}</mark>
            {c.passage.tail && ` ${readable(c.passage.tail)}`}
          </p>
          {c.passage.after && <p class="cite-context">{readable(c.passage.after)}</p>}
        </blockquote>
      ) : (
        <blockquote>
          {c.lines.map((line, i) => (
            <p key={i}>
              <span class="line-no" aria-hidden="true">
                {c.startLine + i}
              </span>{' '}
              {readable(line)}
            </p>
          ))}
        </blockquote>
      )}
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
