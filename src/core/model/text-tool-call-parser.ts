import type { CallFormat } from './text-calls/call-format';
import { CALL_FORMATS } from './text-calls/formats';
import { OpenerIndex } from './text-calls/opener-index';
import { skipSpace } from './text-calls/scanning';
import type { ToolCall } from './types';

export interface ParsedText {
  /** Text safe to show the user now. */
  content: string;
  calls: readonly ToolCall[];
  /** Malformed calls, worded for the model: the loop sends them back so it can try again. */
  errors: readonly string[];
}

// Shared empties keep the common no-call chunk allocation-free.
const NONE: readonly ToolCall[] = Object.freeze([]);
const NO_ERRORS: readonly string[] = Object.freeze([]);

const INDEX = new OpenerIndex(CALL_FORMATS);

/** No tool call is this long; a block still open after this many characters is decided as it stands. */
export const MAX_CALL_CHARS = 8 * 1024;

function hasAnyOf(s: string, chars: string): boolean {
  for (let i = 0; i < chars.length; i++) if (s.includes(chars[i]!)) return true;
  return false;
}

/** What the model is told about a call it wrote that could not be read: what was wrong, and the right shape. */
function errorForModel(message: string, example: string): string {
  return `Could not read your tool call: ${message}. Write it like this:\n${example}`;
}

/**
 * Streaming recogniser for tool calls that models write into their text instead of the API's field
 * (grown from Ollama's tools parser, seed 003; each family's format is a reader in `text-calls/formats`).
 * Ordinary text is passed on as soon as it cannot be the start of a call; a call split across chunks
 * is reassembled; a malformed call is consumed whole and reported in `errors`, never shown.
 * The result does not depend on how the stream is chunked.
 */
export class TextToolCallParser {
  private buf = '';
  /** Hints from the current call's last undecided read (see ReadResult `more`). */
  private seen = 0;
  private memo: unknown;
  /** From the last undecided read: the call is not read again before one of these characters arrives. */
  private until: string | undefined;
  /** The format whose opener was seen; `buf` holds the text after the opener. */
  private format: CallFormat | undefined;
  private opener = '';
  /** Whitespace right after a call is dropped: it separates nothing the user sees. */
  private afterCall = false;
  private out = '';
  private calls: ToolCall[] = [];
  private errors: string[] = [];

  constructor(private readonly tools: readonly string[]) {}

  push(chunk: string): ParsedText {
    // Most of an answer is plain text: one scan decides it, without the state machine.
    if (!this.format && !this.afterCall && !this.buf) {
      const hit = INDEX.scan(chunk, false, this.tools);
      if (!hit) return { content: chunk, calls: NONE, errors: NO_ERRORS };
      if (!hit.opener) {
        this.buf = chunk.slice(hit.at);
        return { content: chunk.slice(0, hit.at), calls: NONE, errors: NO_ERRORS };
      }
    }
    // A call still arriving is read again only when this chunk may let its reader decide.
    if (this.format && this.until !== undefined && this.buf.length + chunk.length < MAX_CALL_CHARS && !hasAnyOf(chunk, this.until)) {
      this.buf += chunk;
      return { content: '', calls: NONE, errors: NO_ERRORS };
    }
    this.buf = this.buf ? this.buf + chunk : chunk;
    this.run(false);
    return this.flush();
  }

  /** The model finished: whatever is held back is decided now. */
  end(): ParsedText {
    this.run(true);
    return this.flush();
  }

  private flush(): ParsedText {
    const r: ParsedText = {
      content: this.out,
      calls: this.calls.length ? this.calls : NONE,
      errors: this.errors.length ? this.errors : NO_ERRORS,
    };
    this.out = '';
    if (this.calls.length) this.calls = [];
    if (this.errors.length) this.errors = [];
    return r;
  }

  private run(final: boolean): void {
    while (this.format ? this.stepCall(this.format, final) : this.stepText(final));
  }

  /** Returns true when a call began and the loop should continue. */
  private stepText(final: boolean): boolean {
    if (this.afterCall) {
      const i = skipSpace(this.buf);
      if (i < 0) {
        this.buf = '';
        return false;
      }
      this.buf = this.buf.slice(i);
      this.afterCall = false;
    }
    const hit = INDEX.scan(this.buf, final, this.tools);
    if (!hit) {
      this.out += this.buf;
      this.buf = '';
      return false;
    }
    this.out += this.buf.slice(0, hit.at);
    if (!hit.opener) {
      this.buf = this.buf.slice(hit.at);
      return false;
    }
    this.buf = this.buf.slice(hit.at + hit.opener.length);
    this.format = hit.format;
    this.opener = hit.opener;
    this.seen = 0;
    this.memo = undefined;
    this.until = undefined;
    return true;
  }

  private read(format: CallFormat, text: string, final: boolean) {
    return format.read(text, { tools: this.tools, opener: this.opener, final, seen: this.seen, memo: this.memo });
  }

  /** Returns true when the call was decided and the loop should continue. */
  private stepCall(format: CallFormat, final: boolean): boolean {
    let r = this.read(format, this.buf, final);
    if (r.kind === 'more' && !final && this.buf.length >= MAX_CALL_CHARS) {
      // A call that never closes must not hold the rest of the answer, nor make every chunk rescan
      // it: its first MAX_CALL_CHARS characters are read as if the stream ended there. Cutting at a
      // fixed length keeps the result independent of chunking.
      const head = this.buf.slice(0, MAX_CALL_CHARS);
      this.seen = 0;
      this.memo = undefined;
      r = this.read(format, head, false);
      if (r.kind === 'more') r = this.read(format, head, true);
    }
    if (r.kind === 'more') {
      this.seen = r.scanned ?? 0;
      this.memo = r.memo;
      this.until = r.until;
      // Readers decide when the stream is final; this guards against one that does not.
      if (!final) return false;
      this.out += this.opener + this.buf;
      this.buf = '';
      this.format = undefined;
      return false;
    }
    this.format = undefined;
    if (r.kind === 'text') {
      this.out += this.opener + this.buf.slice(0, r.end);
    } else if (r.kind === 'calls') {
      this.calls.push(...r.calls);
      for (const message of r.errors ?? []) this.errors.push(errorForModel(message, format.example));
      this.afterCall = true;
    } else {
      this.errors.push(errorForModel(r.message, r.example ?? format.example));
      this.afterCall = true;
    }
    this.buf = this.buf.slice(r.end);
    return true;
  }
}
