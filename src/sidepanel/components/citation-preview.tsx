import type { Citation } from '../../core/agent/citation-types';

export interface PreviewAnchor {
  citation: Citation;
  top: number;
  left: number;
  width: number;
}

/** The cited lines with their page title, shown while a chip is hovered or focused. */
export function CitationPreview({ id, anchor }: { id: string; anchor: PreviewAnchor }) {
  const c = anchor.citation;
  return (
    <div id={id} role="tooltip" class="cite-preview" style={{ top: `${anchor.top}px`, left: `${anchor.left}px`, width: `${anchor.width}px` }}>
      <p class="cite-preview-title">{c.title || c.host}</p>
      <p class="cite-preview-host">
        {c.host} · {c.endLine > c.startLine ? "lines" : "line"} {c.startLine}
        {c.endLine > c.startLine ? `–${c.endLine}` : ''}
      </p>
      <blockquote>
        {c.lines.map((line, i) => (
          <p key={i}>
            <span class="line-no" aria-hidden="true">
              L{c.startLine + i}
            </span>{' '}
            {line}
          </p>
        ))}
      </blockquote>
    </div>
  );
}
