import type { PageDocument } from '../core/document/types';
import type { SerializedError } from '../core/errors';

/** What the content script hands back: structured-clone safe, errors as values. */
export type ExtractResult = { ok: true; document: PageDocument } | { ok: false; error: SerializedError };

export interface ExtractRequest {
  /** Only the user's selection (path `selection`); fails when nothing is selected. */
  selectionOnly?: boolean;
}

/** The global the content script installs; `runExtractor` (run-extractor.ts) calls it. */
export const EXTRACTOR_GLOBAL = '__sidelightExtract';
