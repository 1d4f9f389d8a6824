import type { DBSchema } from 'idb';
import type { PageDocument } from '../../core/document/types';
import type { ResearchJob } from '../../core/research/research-types';

/**
 * The one IndexedDB schema for Sidelight (database `sidelight`). Bump DB_VERSION and add a step in
 * `upgrade` (src/shared/db/open.ts) for every change; never edit a past step.
 */
export const DB_NAME = 'sidelight';
export const DB_VERSION = 4;

export interface StoredPage {
  /** Normalised URL (no fragment). */
  url: string;
  document: PageDocument;
  fetchedAt: number;
  /** Last time the page was read (for LRU eviction). */
  usedAt: number;
  /** Approximate size in bytes of the stored document. */
  size: number;
}

/**
 * Size and last use of each cached page, apart from the page itself: eviction sums sizes and marks
 * reads without loading or rewriting whole documents (added in version 2).
 */
export interface StoredPageStat {
  url: string;
  size: number;
  usedAt: number;
  fetchedAt: number;
}

/** A view a conversation's turn had of a document: the key lets old citations resolve after reload. */
interface StoredTurnView {
  /** `${conversationId}:${turnId}:${cursor}` */
  key: string;
  conversationId: string;
  turnId: string;
  cursor: number;
  /** First line of the view and title override (find results). */
  startLine: number;
  title: string;
  size: number;
}

/**
 * A turn's view with its document, or, when an earlier cursor of the same turn viewed the same
 * document (browser.open again at another line, browser.find), the cursor whose record holds it:
 * a page scrolled through ten times is stored once, not ten times. Records written before this have
 * a document each, which reads the same.
 */
export type StoredTurnDocument = StoredTurnView & ({ document: PageDocument } | { sameAs: number });

/** A turn's view as it is read back: references to an earlier cursor already followed. */
export type LoadedTurnDocument = StoredTurnView & { document: PageDocument };

/**
 * A document the user attached to a message (a page or a local file), kept apart from the
 * conversation record (version 3): the record is rewritten several times a second while an answer
 * streams, and must not carry megabytes of PDF each time. Keyed by conversation and attachment id.
 */
export interface StoredAttachment {
  conversationId: string;
  id: string;
  document: PageDocument;
  /** Approximate size in bytes of the stored document. */
  size: number;
}

/**
 * How a message in a conversation record refers to its attached document (version 3): enough to
 * list, show and export the message without reading the document.
 */
export interface StoredAttachmentRef {
  attachmentId: string;
  title: string;
  url: string;
  lineCount: number;
}

/**
 * A document a deep research job's notes cite (version 4), apart from the job record, which is
 * rewritten after every step: keyed by job and the source's number in the report.
 */
export interface StoredResearchSource {
  jobId: string;
  id: number;
  url: string;
  title: string;
  lineCount: number;
  document: PageDocument;
}

export interface StoredConversation {
  id: string;
  title: string;
  createdAt: number;
  updatedAt: number;
  /** Opaque to storage; the side panel owns the shape (src/sidepanel/conversation/types.ts). */
  data: unknown;
}

export interface SidelightDB extends DBSchema {
  pages: { key: string; value: StoredPage; indexes: { usedAt: number } };
  pageStats: { key: string; value: StoredPageStat; indexes: { usedAt: number } };
  turnDocuments: { key: string; value: StoredTurnDocument; indexes: { conversationId: string } };
  conversations: { key: string; value: StoredConversation; indexes: { updatedAt: number } };
  attachments: { key: [string, string]; value: StoredAttachment; indexes: { conversationId: string } };
  researchJobs: { key: string; value: ResearchJob; indexes: { createdAt: number } };
  researchSources: { key: [string, number]; value: StoredResearchSource; indexes: { jobId: string } };
}
