import type { ToolCall } from '../types';

/**
 * What a format's reader decided about the text that follows its opener. Positions are offsets into
 * that text (the opener itself is not included).
 *
 * A reader is a pure function of its input, and a decision it makes must not change when more text
 * is appended: that is what makes the parser give the same result however the stream is chunked.
 * Until it can be sure, it answers `more`. When `final` is set the stream has ended and it must decide.
 */
export type ReadResult =
  /**
   * Undecided. Hints for the next read of the same call: `scanned`, no closing marker occurs before
   * this offset; `memo`, whatever else the reader wants back (where a JSON scan stopped); `until`,
   * characters of which one must arrive before a read can decide: the parser does not read the call
   * again before one does (or the stream ends), so a long call is not re-read on every small chunk.
   * Skipping reads is safe by the rule above (a decision does not change as text is appended); a
   * missing `until` only costs time.
   */
  | { kind: 'more'; scanned?: number; memo?: unknown; until?: string }
  /** Calls read from text[0, end); `errors` for malformed calls among them (a section of several). */
  | { kind: 'calls'; calls: ToolCall[]; end: number; errors?: string[] }
  /** A malformed call, consumed whole (text[0, end)); the message is for the model. */
  | { kind: 'error'; message: string; end: number; example?: string }
  /** Not a call after all: the opener and text[0, end) are ordinary content. */
  | { kind: 'text'; end: number };

export interface ReadContext {
  /** The offered tools' canonical names. */
  readonly tools: readonly string[];
  /** The opener that started this read (some formats have several spellings). */
  readonly opener: string;
  readonly final: boolean;
  /** The `scanned` of this call's previous `more`: where a search for its closing marker may resume. */
  readonly seen: number;
  /** The `memo` of this call's previous `more`, if any. */
  readonly memo?: unknown;
}

/** One family's way of writing tool calls into text. */
export interface CallFormat {
  /** Who writes it, for messages and docs, e.g. "Qwen3-Coder". */
  readonly family: string;
  /** Literal markers that begin a call (or a possible call). */
  readonly openers: readonly string[];
  /** The shape of a well-formed call, shown to the model when it wrote a malformed one. */
  readonly example: string;
  read(text: string, ctx: ReadContext): ReadResult;
  /**
   * For openers that are common in prose (`{`, `[`): true when the characters after the opener
   * (from `at` in `s`) already show this is no call, so the scan can go on without stopping.
   * Must agree with `read`, which would give the opener back as text.
   */
  rejects?(s: string, at: number, tools: readonly string[]): boolean;
}

export const MORE: ReadResult = Object.freeze({ kind: 'more' });
/**
 * Undecided because the closing marker has not arrived anywhere in `text`. Given the marker, nothing
 * is decided before its last character arrives, so the call is not read again until then.
 */
export const awaitingClose = (text: string, close?: string): ReadResult =>
  close ? { kind: 'more', scanned: text.length, until: close[close.length - 1] } : { kind: 'more', scanned: text.length };

export const calls = (list: ToolCall[], end: number, errors?: string[]): ReadResult => ({ kind: 'calls', calls: list, end, ...(errors?.length ? { errors } : {}) });
export const failure = (message: string, end: number, example?: string): ReadResult => ({ kind: 'error', message, end, ...(example ? { example } : {}) });
export const notACall = (end: number): ReadResult => ({ kind: 'text', end });
