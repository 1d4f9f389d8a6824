/**
 * One source of the generalisation corpus (scripts/generalisation-corpus.ts): a public repository whose
 * test fixtures hold real pages and, for each, a gold text written or checked by that project. A source
 * module only reads its repository's snapshot; the runner decodes, annotates, dedupes and splits.
 */
export interface Git {
  commit: string;
  show: (path: string) => Buffer;
  list: (dir: string) => string[];
}

export interface SourcePage {
  /** The HTML file in the repository (`.gz`: gzipped). */
  path: string;
  url: string;
  /**
   * The page's gold text; several when the source keeps one per parser version without saying which
   * file each belongs to (Fundus): the runner uses the one the page holds best.
   */
  gold: string | readonly string[];
  /** A language the source states for the page, used when the page states none. */
  lang?: string;
  /** Undoes what the source wrapped around the page as served (after decoding). */
  unwrap?: (html: string) => string;
}

export interface Source {
  name: string;
  repo: string;
  licence: string;
  /** The licence files to copy beside the pages, as `<name>-<file>`. */
  licenceFiles: readonly string[];
  pages: (git: Git) => SourcePage[];
}

export const text = (b: Buffer): string => b.toString('utf8');

/** The file's name without folders and without `.html`, `.htm`, `.html.gz`. */
export const baseName = (path: string): string => path.replace(/^.*\//, '').replace(/\.html?(\.gz)?$/, '');
