import type { Citation } from '../../core/agent/citation-types';
import type { Notice } from '../../core/agent/events';
import type { SerializedError, UserText } from '../../core/errors';
import type { AttachedDocument, DetachedTurn } from '../../shared/db/attachment-refs';
import type { ChatImage } from '../../core/model/types';
import type { AnswerVersion } from './versions';
import type { QuickRead } from './quick-read';
import type { AnswerMode } from '../../core/answer-mode/answer-mode';

/** One tool step of an answer as the activity timeline shows it. */
export interface ActivityStep {
  step: number;
  kind: 'search' | 'open' | 'find' | 'attach' | 'tool';
  /** What was asked: the query, the URL, the pattern. */
  subject: string;
  status: 'running' | 'done' | 'failed';
  /**
   * Why the step failed, in the error's words. What came back otherwise is kept as data (below) and
   * said in the reader's language when shown; steps saved before that carry it here, in English.
   */
  outcome?: string;
  /** How many results a search found. */
  results?: number;
  /** A search's results as the reader sees them (title and address), in rank order. */
  hits?: { url: string; title: string }[];
  /** The opened or attached page's title (or its site when it has none) and its length in lines. */
  pageTitle?: string;
  lines?: number;
  /** Whether a find found its pattern. */
  found?: boolean;
  /** The answer ended while the step was still running. */
  cutOff?: boolean;
  /** The exact view the model read. */
  view?: string;
  cursor?: number;
  url?: string;
  notes?: string[];
  /** The same notes as message keys for the reader's language, one for each (absent in older steps). */
  userNotes?: UserText[];
  /** What the worker is doing while the step runs: its phase ("fetching", "rendering-in-tab") and any detail. */
  progress?: { phase: string; detail?: string };
  /** Why the step failed, when it was not the model's doing (a provider, the network, a setting). */
  error?: SerializedError;
  /** When the step started and ended (ms since epoch), for its elapsed time. */
  startedAt?: number;
  endedAt?: number;
  /** The model asked for a URL that appeared in nothing it had read. */
  invented?: boolean;
}

/** A search result or an opened page, for the Sources list under an answer. */
export interface Source {
  url: string;
  title: string;
  host: string;
  /** Rank in the search results; absent for pages opened directly. */
  rank?: number;
  opened: boolean;
}

/** A page or file attached to a message; stored apart from the conversation (src/shared/db/attachment-refs.ts). */
export type Attachment = AttachedDocument;

/**
 * An image sent with a question (pasted, dropped, attached, a screenshot, from the context menu). It
 * is stored inline with its message: the original as a Blob (IndexedDB keeps Blobs as files), so no
 * store or schema change was needed and conversations saved before images open as they were.
 */
export interface TurnImage {
  id: string;
  /** The copy the model got, re-encoded and at most MAX_IMAGE_SIDE on its longest side (its `name` is the file's). */
  sent: ChatImage;
  /** The sent copy's size in pixels. */
  width: number;
  height: number;
  /** The image as the user gave it, opened from the thumbnail. */
  original: Blob;
}

export type TurnStatus = 'streaming' | 'done' | 'stopped' | 'error' | 'interrupted';

/** One question and its answer; the unit stored, rendered and exported. */
export interface Turn {
  id: string;
  question: string;
  attachment?: Attachment;
  /** Local files attached to the question: documents after the page (1, 2, … or 0, 1, … without one). */
  files?: Attachment[];
  /** Images sent with the question. */
  images?: TurnImage[];
  model: string;
  answer: string;
  thinking: string;
  activity: ActivityStep[];
  sources: Source[];
  citations: Citation[];
  /** What the user should know about this answer; plain text in conversations saved before notices had keys. */
  notices: (string | Notice)[];
  status: TurnStatus;
  error?: SerializedError;
  startedAt: number;
  finishedAt?: number;
  /** Time spent reasoning so far (ms), and since when the model has been reasoning without pause. */
  thinkingMs?: number;
  thinkingSince?: number;
  /** Earlier answers to the same question (Regenerate, Retry), oldest first; the fields above are the newest. */
  previous?: AnswerVersion[];
  /** Which version the reader chose to see (0-based over previous + newest); absent: the newest. */
  chosen?: number;
  /**
   * `quick`: answered from excerpts in one model call (Research this follows it); `selection`: a quick
   * action, answered in one model call from the attached selection alone; absent: the agent loop.
   */
  mode?: 'quick' | 'selection';
  /** What a Quick answer's one request carried (quick-read.ts): Research this gives it to the agent loop. */
  quickRead?: QuickRead[];
}

/**
 * The `data` of a StoredConversation. Version 2: attached documents are referred to, not included
 * (they are in the `attachments` store); version 1 had them inline and still opens.
 */
export interface ConversationData {
  version: 2;
  turns: DetachedTurn<Turn>[];
  /** The answer mode the user chose for this conversation; absent: the automatic one. */
  mode?: AnswerMode;
}

export interface Conversation {
  id: string;
  title: string;
  createdAt: number;
  updatedAt: number;
  turns: Turn[];
  /** The answer mode the user chose for this conversation (composer); absent: the automatic one. */
  mode?: AnswerMode;
}
