/** How a document's text was obtained; shown to the user and recorded for quality checks. */
export type ExtractionPath = 'readability' | 'fallback' | 'text' | 'json' | 'pdf' | 'search' | 'selection';

export interface DocLink {
  /** Absolute URL. */
  url: string;
  text: string;
}

/**
 * One thing the model has looked at (see shared/design/browser-tools.md): wrapped markdown lines
 * with links quoted as 【id†text(†host)】, `links[id]` holding the target.
 */
export interface PageDocument {
  title: string;
  url: string;
  lines: string[];
  links: DocLink[];
  path: ExtractionPath;
  contentType?: string;
  /** ms since epoch when the page was fetched or extracted. */
  fetchedAt?: number;
  byline?: string;
  siteName?: string;
  publishedTime?: string;
  lang?: string;
  excerpt?: string;
  /** The encoding the source's bytes were decoded with (WHATWG name), when they were bytes of text. */
  charset?: string;
  /** Size of the source in bytes (HTML, text or PDF). */
  byteSize?: number;
  /** Set when the size guard cut the source; the note is also visible in the lines. */
  truncated?: boolean;
  /** Final HTTP status when fetched. */
  status?: number;
}

/** Options for rendering a view of a document (shared/design/browser-tools.md "Views"). */
export interface ViewOptions {
  cursor: number;
  /** 1-based first line to show. */
  startLine: number;
  /** Word budget; whole lines are shown until it is spent (at least one line). */
  maxWords: number;
  /** Title shown in the header instead of the document's own (find results). */
  title?: string;
}

export interface ViewRange {
  text: string;
  first: number;
  last: number;
  total: number;
}
