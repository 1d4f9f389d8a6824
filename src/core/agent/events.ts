import type { SerializedError, UserText } from '../errors';
import type { Citation } from './citation-types';

/**
 * Something the user should know about an answer (a mode the model runs in, a limit reached): in
 * English for logs and tests, and as a message key for the user's language.
 */
export interface Notice {
  message: string;
  userMessage?: UserText;
}

/**
 * Everything the UI can observe about one answer, identical for every model client.
 * `step` numbers tool steps within the answer so the UI can pair started/finished events.
 */
export type AgentEvent =
  | { type: 'model-start'; round: number }
  | { type: 'thinking'; text: string }
  | { type: 'token'; text: string }
  /**
   * The answer text this round streamed (`shown`, at the end of the answer so far) is taken back:
   * it was reasoning (a lone `</think>` came, the chat template having opened the tag in the prompt),
   * moved to the thinking as `thinking` (the model's own text); or the round is tried again (`thinking` empty).
   */
  | { type: 'answer-withdrawn'; shown: string; thinking: string }
  | { type: 'tool-call'; step: number; name: string; arguments: Record<string, unknown> }
  | { type: 'search-started'; step: number; query: string }
  | { type: 'search-finished'; step: number; query: string; resultCount: number; cursor: number; view: string; notes: string[] }
  | { type: 'page-opening'; step: number; url: string; invented: boolean }
  | { type: 'page-opened'; step: number; url: string; title: string; lineCount: number; cursor: number; view: string }
  /** A page the user attached, loaded before the first model call as document `cursor` (0, 1, …). */
  | { type: 'page-attached'; url: string; title: string; lineCount: number; cursor: number; view: string }
  | { type: 'page-failed'; step: number; url: string; error: SerializedError }
  | { type: 'find'; step: number; pattern: string; found: boolean; cursor: number; view: string }
  /** `error` is there when the failure is not the model's (a provider down, a key missing), so the UI can say what to fix. */
  | { type: 'tool-error'; step: number; name: string; message: string; error?: SerializedError }
  | ({ type: 'notice' } & Notice)
  /** All valid citations so far: sent while streaming whenever a new marker completes, and at the end. */
  | { type: 'citations'; citations: Citation[] }
  | { type: 'done'; content: string; citations: Citation[]; stopped: boolean }
  | { type: 'error'; error: SerializedError; partialContent: string };
