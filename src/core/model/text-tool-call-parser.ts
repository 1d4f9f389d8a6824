import { jsonSpanEnd } from './json-span';
import { callsFromJson, matchToolName } from './tool-call-json';
import type { ToolCall } from './types';

export interface ParsedText {
  /** Text safe to show the user now. */
  content: string;
  calls: readonly ToolCall[];
  /** Malformed calls, worded for the model: the loop sends them back so it can try again. */
  errors: readonly string[];
}

type Kind = 'tool_call' | 'mistral' | 'python' | 'fence' | 'bare';

const TAGS: readonly { text: string; kind: Kind }[] = [
  { text: '<tool_call>', kind: 'tool_call' },
  { text: '[TOOL_CALLS]', kind: 'mistral' },
  { text: '<|python_tag|>', kind: 'python' },
  { text: '```json', kind: 'fence' },
];
const CLOSE_TOOL_CALL = '</tool_call>';
const FENCE = '```';

// Shared empties keep the common no-call chunk allocation-free.
const NONE: readonly ToolCall[] = Object.freeze([]);
const NO_ERRORS: readonly string[] = Object.freeze([]);

const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\r' || c === '\t';

function firstNonSpace(s: string, from = 0): number {
  for (let i = from; i < s.length; i++) if (!isSpace(s[i]!)) return i;
  return -1;
}

function isPrefixAt(s: string, at: number, tag: string): boolean {
  for (let m = 0; at + m < s.length; m++) if (s.charCodeAt(at + m) !== tag.charCodeAt(m)) return false;
  return true;
}

/**
 * One left-to-right pass: the first complete tag, or where a tag that may still be arriving begins
 * (only possible at the very end). Only positions holding a tag's first character are examined.
 */
function scanForTag(s: string): { at: number; tag?: (typeof TAGS)[number] } | undefined {
  for (let j = 0; j < s.length; j++) {
    const c = s.charCodeAt(j);
    if (c !== 60 /* < */ && c !== 91 /* [ */ && c !== 96 /* ` */) continue;
    for (let k = 0; k < TAGS.length; k++) {
      const t = TAGS[k]!;
      if (t.text.charCodeAt(0) !== c) continue;
      if (s.startsWith(t.text, j)) return { at: j, tag: t };
      if (s.length - j < t.text.length && isPrefixAt(s, j, t.text)) return { at: j };
    }
  }
  return undefined;
}

/**
 * Streaming recogniser for tool calls that models write into their text instead of the API's field
 * (after Ollama's tools parser): `<tool_call>{…}</tool_call>` (Qwen, Hermes), `[TOOL_CALLS][…]` or
 * `[TOOL_CALLS]name[ARGS]{…}` (Mistral), `<|python_tag|>{…}` (Llama 3.x), a ```json block, or a bare
 * `{`/`[` when it is the very first thing the model writes. Ordinary text is passed on as soon as it
 * cannot be the start of a tag; a tag split across chunks is reassembled.
 */
export class TextToolCallParser {
  private buf = '';
  private mode: 'start' | 'text' | 'call' = 'start';
  private kind: Kind = 'bare';
  private tagText = '';
  private closeNext = '';
  private out = '';
  private calls: ToolCall[] = [];
  private errors: string[] = [];

  constructor(private readonly tools: readonly string[]) {}

  push(chunk: string): ParsedText {
    // Most of an answer is plain text: decided here in one scan, without the state machine.
    if (this.mode === 'text' && !this.closeNext) {
      const text = this.buf ? this.buf + chunk : chunk;
      const hit = scanForTag(text);
      if (!hit) {
        this.buf = '';
        return { content: text, calls: NONE, errors: NO_ERRORS };
      }
      if (!hit.tag) {
        this.buf = text.slice(hit.at);
        return { content: text.slice(0, hit.at), calls: NONE, errors: NO_ERRORS };
      }
      this.buf = text;
    } else {
      this.buf = this.buf ? this.buf + chunk : chunk;
    }
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
    for (;;) {
      const progressed = this.mode === 'call' ? this.stepCall(final) : this.stepText(final);
      if (!progressed) return;
    }
  }

  /** Returns true when the mode changed and the loop should continue. */
  private stepText(final: boolean): boolean {
    if (this.closeNext) {
      const i = firstNonSpace(this.buf);
      if (i < 0 && !final) return false;
      const rest = i < 0 ? '' : this.buf.slice(i);
      if (rest.startsWith(this.closeNext)) this.buf = rest.slice(this.closeNext.length);
      else if (this.closeNext.startsWith(rest) && rest && !final) return false;
      this.closeNext = '';
    }
    if (this.mode === 'start') {
      const i = firstNonSpace(this.buf);
      if (i < 0) {
        if (final) this.emit(this.buf.length);
        return false;
      }
      const rest = this.buf.slice(i);
      const tagPrefix = TAGS.some((t) => t.text.startsWith(rest) && rest.length < t.text.length);
      if (tagPrefix && !final) return false;
      this.mode = 'text';
      const c = rest[0];
      if ((c === '{' || c === '[') && !TAGS.some((t) => rest.startsWith(t.text))) {
        this.buf = rest;
        this.enterCall('bare', '');
        return true;
      }
    }
    const hit = scanForTag(this.buf);
    if (hit?.tag) {
      this.emit(hit.at);
      this.buf = this.buf.slice(hit.tag.text.length);
      this.enterCall(hit.tag.kind, hit.tag.text);
      return true;
    }
    this.emit(hit && !final ? hit.at : this.buf.length);
    return false;
  }

  private emit(n: number): void {
    if (n <= 0) return;
    if (n === this.buf.length) {
      this.out += this.buf;
      this.buf = '';
    } else {
      this.out += this.buf.slice(0, n);
      this.buf = this.buf.slice(n);
    }
  }

  private enterCall(kind: Kind, tagText: string): void {
    this.mode = 'call';
    this.kind = kind;
    this.tagText = tagText;
  }

  /** Gives an unrecognised block back as ordinary text. */
  private giveBack(consumed: number): void {
    this.out += this.tagText + this.buf.slice(0, consumed);
    this.buf = this.buf.slice(consumed);
    this.mode = 'text';
  }

  private fail(message: string, consumed: number): void {
    this.errors.push(message);
    this.buf = this.buf.slice(consumed);
    this.mode = 'text';
  }

  private stepCall(final: boolean): boolean {
    if (this.kind === 'fence') return this.stepFence(final);
    if (this.kind === 'bare') return this.stepBare(final);
    return this.stepTagged(final);
  }

  private stepFence(final: boolean): boolean {
    const close = this.buf.indexOf(FENCE);
    if (close < 0) {
      if (final) this.giveBack(this.buf.length);
      return final;
    }
    const r = callsFromJson(this.buf.slice(0, close).trim(), this.tools, false);
    if (r.kind === 'calls') {
      this.calls.push(...r.calls);
      this.buf = this.buf.slice(close + FENCE.length);
      this.mode = 'text';
    } else {
      this.giveBack(close + FENCE.length);
    }
    return true;
  }

  private stepBare(final: boolean): boolean {
    // Plain text that happens to start with a bracket (“[1] …”, “{braces}”) is released quickly.
    const next = firstNonSpace(this.buf, 1);
    if (next < 0) {
      if (final) this.giveBack(this.buf.length);
      return final;
    }
    const want = this.buf[0] === '{' ? '"' : '{';
    if (this.buf[next] !== want) {
      this.giveBack(0);
      return true;
    }
    const end = jsonSpanEnd(this.buf, 0);
    if (end < 0) {
      if (final) this.giveBack(this.buf.length);
      return final;
    }
    const r = callsFromJson(this.buf.slice(0, end), this.tools, false);
    if (r.kind === 'calls') {
      this.calls.push(...r.calls);
      this.buf = this.buf.slice(end);
      this.mode = 'text';
    } else {
      this.giveBack(end);
    }
    return true;
  }

  /** `<tool_call>`, `[TOOL_CALLS]`, `<|python_tag|>`: what follows must be a call; anything else is an error. */
  private stepTagged(final: boolean): boolean {
    const tag = this.tagText;
    const j = firstNonSpace(this.buf);
    if (j < 0) {
      if (final) this.fail(`${tag} was not followed by a tool call.`, this.buf.length);
      return final;
    }
    const c = this.buf[j];
    if (c === '{' || c === '[') {
      const end = jsonSpanEnd(this.buf, j);
      if (end < 0) return this.unfinished(final, tag);
      this.finishJson(this.buf.slice(j, end), end);
      return true;
    }
    // `name[ARGS]{…}` / `name {…}`: the name is written before its arguments.
    const m = matchToolName(this.buf.slice(j), this.tools);
    if (m === 'partial' && !final) return false;
    if (m === undefined || m === 'partial') {
      const word = this.buf.slice(j).split(/[\s{[(]/)[0] ?? '';
      this.fail(`After ${tag}: there is no tool named "${word.slice(0, 80)}"; the tools are ${this.tools.join(', ')}.`, this.closingIndex());
      return true;
    }
    let k = j + m.length;
    const afterName = this.buf.slice(k);
    const pending = afterName.trimStart();
    if (!final && pending.length < 6 && '[ARGS]'.startsWith(pending)) return false;
    const sep = /^\s*(\[ARGS\]|:|\()?\s*/.exec(afterName)![0];
    k += sep.length;
    if (k >= this.buf.length) return this.unfinished(final, tag);
    if (this.buf[k] !== '{') {
      this.fail(`The arguments for ${m.name} after ${tag} must be a JSON object.`, this.closingIndex());
      return true;
    }
    const end = jsonSpanEnd(this.buf, k);
    if (end < 0) return this.unfinished(final, tag);
    const json = JSON.stringify({ name: m.name, arguments: '__ARGS__' }).replace('"__ARGS__"', this.buf.slice(k, end));
    const close = sep.includes('(') && this.buf[end] === ')' ? end + 1 : end;
    this.finishJson(json, close);
    return true;
  }

  private unfinished(final: boolean, tag: string): boolean {
    const closing = this.kind === 'tool_call' ? this.buf.indexOf(CLOSE_TOOL_CALL) : -1;
    if (closing >= 0 || final) {
      const body = this.buf.slice(0, closing >= 0 ? closing : undefined).trim();
      this.fail(`The tool call after ${tag} is incomplete JSON: ${body.slice(0, 200)}`, closing >= 0 ? closing + CLOSE_TOOL_CALL.length : this.buf.length);
      return true;
    }
    return false;
  }

  private closingIndex(): number {
    if (this.kind !== 'tool_call') return this.buf.length;
    const i = this.buf.indexOf(CLOSE_TOOL_CALL);
    return i < 0 ? this.buf.length : i + CLOSE_TOOL_CALL.length;
  }

  private finishJson(json: string, consumed: number): void {
    const r = callsFromJson(json, this.tools, true);
    if (r.kind === 'calls') this.calls.push(...r.calls);
    else if (r.kind === 'error') this.errors.push(`Could not read your tool call: ${r.message}. Write it as {"name": "<tool>", "arguments": {…}}.`);
    this.buf = this.buf.slice(consumed);
    this.mode = 'text';
    if (this.kind === 'tool_call') this.closeNext = CLOSE_TOOL_CALL;
    // Llama writes several calls as `<|python_tag|>{…}; {…}`.
    if (this.kind === 'python') {
      const m = /^\s*;\s*(?=[{[])/.exec(this.buf);
      if (m) {
        this.buf = this.buf.slice(m[0].length);
        this.mode = 'call';
      }
    }
  }
}
