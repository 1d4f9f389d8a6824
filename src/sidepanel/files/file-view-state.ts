import { signal } from '@preact/signals';
import type { Citation } from '../../core/agent/citation-types';
import type { PageDocument } from '../../core/document/types';
import { conversation } from '../state/chat-state';

export interface LineRange {
  startLine: number;
  endLine: number;
}

export interface FileView {
  document: PageDocument;
  /** The cited lines scrolled to (0 when nothing is cited). */
  startLine: number;
  endLine: number;
  /** Every range to mark, when more than one is (a page cited several times); else startLine–endLine. */
  cited?: readonly LineRange[];
  /** The copy of a web page the model read, kept with the conversation (src/sidepanel/files/saved-copy.ts). */
  savedCopy?: boolean;
}

/**
 * The attached file a chip was clicked in, shown in the panel: a file has no address to open in a
 * tab; or the saved copy of a page the model read, opened from the Sources list.
 */
export const fileView = signal<FileView | null>(null);

/** The file's document as attached to a message of the open conversation. */
function findFileDocument(url: string): PageDocument | undefined {
  for (const t of conversation.value?.turns ?? []) {
    const f = t.files?.find((a) => a.url === url);
    if (f) return f.document;
  }
  return undefined;
}

/** Opens the view of a file citation; false when its file is not in this conversation any more. */
export function showFileCitation(c: Pick<Citation, 'url' | 'startLine' | 'endLine'>): boolean {
  const document = findFileDocument(c.url);
  if (!document) return false;
  fileView.value = { document, startLine: c.startLine, endLine: c.endLine };
  return true;
}
