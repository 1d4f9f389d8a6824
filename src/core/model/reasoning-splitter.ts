/**
 * One family's way of writing reasoning into the answer text, for servers that do not take it out
 * themselves (vLLM without `--reasoning-parser`, its default; LM Studio with “separate
 * reasoning_content” off; llama-server with `--reasoning-format none`).
 */
interface ReasoningMarkers {
  open: string;
  close: string;
  /** A header that may follow the close and is not part of the answer (harmony's final channel). */
  then?: string;
  /**
   * Harmony always names its channel, so its `<|end|>` (which also ends commentary and preambles)
   * never means that the stream started inside reasoning; the think tags' closers do.
   */
  opensInText?: true;
}

const MARKERS: readonly ReasoningMarkers[] = [
  // Qwen3, QwQ, DeepSeek-R1 and its distills, GLM-4.5 (vllm/reasoning/deepseek_r1_reasoning_parser.py, qwen3_reasoning_parser.py).
  { open: '<think>', close: '</think>' },
  // ByteDance Seed-OSS (vllm/reasoning/seedoss_reasoning_parser.py).
  { open: '<seed:think>', close: '</seed:think>' },
  // Mistral Magistral (vllm/reasoning/mistral_reasoning_parser.py: [THINK] … [/THINK]).
  { open: '[THINK]', close: '[/THINK]' },
  // Moonshot Kimi-VL thinking (vllm/reasoning/kimi_vl_reasoning_parser.py).
  { open: '◁think▷', close: '◁/think▷' },
  // gpt-oss harmony rendered as text: the analysis channel, then the final channel's header.
  { open: '<|channel|>analysis<|message|>', close: '<|end|>', then: '<|start|>assistant<|channel|>final<|message|>', opensInText: true },
];

/** What one piece of the stream turned out to be. */
export interface SplitText {
  content: string;
  thinking: string;
  /**
   * The content this splitter passed on earlier was reasoning after all: a closing marker came
   * without an opening one, as when the chat template opens `<think>` in the prompt (DeepSeek-R1
   * distills, QwQ) and the stream starts inside the reasoning. The caller moves it to the thinking.
   */
  retract?: boolean;
}

/** Closers that, met without their opener, end reasoning the chat template opened in the prompt. */
const LONE_CLOSERS = MARKERS.filter((m) => !m.opensInText);

const NOTHING: SplitText = Object.freeze({ content: '', thinking: '' });

/** The first characters of the lone closers: text ending without one of them near its end holds nothing back. */
const LONE_STARTS = new Set(LONE_CLOSERS.map((m) => m.close[0]!));
const LONGEST_LONE = Math.max(...LONE_CLOSERS.map((m) => m.close.length));

/** Length of the longest end of `text` that is the start of a lone closer; a scan of the last characters first (most text has none). */
function partialLoneCloser(text: string): number {
  let near = false;
  for (let i = Math.max(0, text.length - LONGEST_LONE + 1); i < text.length && !near; i++) near = LONE_STARTS.has(text[i]!);
  let longest = 0;
  if (near) for (const m of LONE_CLOSERS) longest = Math.max(longest, partialAt(text, m.close));
  return longest;
}

/** Char codes the lone closers begin with (`<`, `[`, `◁`). */
const LONE_START_CODES = [...LONE_STARTS].map((c) => c.charCodeAt(0));

/**
 * Text that holds no lone closer and does not end with the start of one: all of it is answer. Plain
 * loops, no allocation: every chunk of an answer passes here.
 */
function plainAnswer(text: string): boolean {
  let starts = false;
  for (let i = 0; i < text.length && !starts; i++) starts = LONE_START_CODES.includes(text.charCodeAt(i));
  if (!starts) return true;
  for (const m of LONE_CLOSERS) if (text.includes(m.close)) return false;
  return partialLoneCloser(text) === 0;
}

/** Each marker's proper beginnings, longest first, so a partial one is found without slicing the text. */
const BEGINNINGS = new Map<string, string[]>();
function beginningsOf(marker: string): string[] {
  let list = BEGINNINGS.get(marker);
  if (!list) {
    list = [];
    for (let n = marker.length - 1; n > 0; n--) list.push(marker.slice(0, n));
    BEGINNINGS.set(marker, list);
  }
  return list;
}

/** Length of the longest end of `text` that is the start of `marker` (but not all of it). */
function partialAt(text: string, marker: string): number {
  for (const b of beginningsOf(marker)) if (b.length <= text.length && text.endsWith(b)) return b.length;
  return 0;
}

function leadingSpace(text: string): number {
  return text.length - text.trimStart().length;
}

type State =
  /** Nothing but whitespace and maybe the start of an opening marker so far. */
  | { kind: 'lead' }
  /** Inside reasoning, until `close`. */
  | { kind: 'inside'; markers: ReasoningMarkers }
  /** After the reasoning: whitespace and an optional header are dropped before the answer. */
  | { kind: 'after'; then?: string }
  /** Text that began without a marker: the answer, unless a lone closing marker turns up. */
  | { kind: 'maybe-answer' }
  | { kind: 'answer' };

/**
 * Streaming splitter of reasoning written into the answer text (`<think>…</think>` and the other
 * families' markers): reasoning goes to `thinking`, the rest to `content`. Only a marker that opens
 * the text counts, so an answer that mentions `<think>` later is left alone. The result does not
 * depend on how the stream is chunked: text is held back only while it may be the start of a marker.
 */
export class ReasoningSplitter {
  private state: State = { kind: 'lead' };
  private held = '';
  /** The closing marker met without its opener, once one was: the template opens reasoning in the prompt. */
  openedInPrompt: string | undefined;

  /**
   * `openedInPrompt`: a closing marker an earlier round of this answer met alone. The model's
   * template opens the reasoning in the prompt, so the text starts inside it and goes to the
   * thinking right away instead of showing as the answer until the closing tag.
   */
  constructor(openedInPrompt?: string) {
    const markers = LONE_CLOSERS.find((m) => m.close === openedInPrompt);
    if (markers) this.state = { kind: 'inside', markers };
  }

  push(chunk: string): SplitText {
    // Most of an answer is decided text without a closer's first character: passed on as it is.
    if (!this.held && (this.state.kind === 'answer' || (this.state.kind === 'maybe-answer' && plainAnswer(chunk)))) return { content: chunk, thinking: '' };
    this.held += chunk;
    const out = { content: '', thinking: '', retract: false };
    while (this.step(out, false));
    return out.retract ? out : out.content || out.thinking ? { content: out.content, thinking: out.thinking } : NOTHING;
  }

  /** The stream ended: whatever is held is decided now (reasoning cut off stays reasoning). */
  end(): SplitText {
    const out = { content: '', thinking: '', retract: false };
    while (this.step(out, true));
    const s = this.state;
    if (s.kind === 'inside') out.thinking += this.held;
    else if (s.kind !== 'after') out.content += this.held;
    this.held = '';
    return out.retract ? out : { content: out.content, thinking: out.thinking };
  }

  /** Returns true when the state changed and the held text should be looked at again. */
  private step(out: { content: string; thinking: string; retract: boolean }, final: boolean): boolean {
    const s = this.state;
    const text = this.held;
    switch (s.kind) {
      case 'answer':
        out.content += text;
        this.held = '';
        return false;
      case 'lead': {
        const rest = text.slice(leadingSpace(text));
        const opened = MARKERS.find((m) => rest.startsWith(m.open));
        if (opened) {
          this.held = rest.slice(opened.open.length);
          this.state = { kind: 'inside', markers: opened };
          return true;
        }
        if (!final && (rest === '' || MARKERS.some((m) => m.open.startsWith(rest)))) return false;
        this.state = { kind: 'maybe-answer' };
        return true;
      }
      case 'inside': {
        const at = text.indexOf(s.markers.close);
        if (at >= 0) {
          out.thinking += text.slice(0, at);
          this.held = text.slice(at + s.markers.close.length);
          this.state = { kind: 'after', ...(s.markers.then ? { then: s.markers.then } : {}) };
          return true;
        }
        const keep = final ? 0 : partialAt(text, s.markers.close);
        out.thinking += text.slice(0, text.length - keep);
        this.held = text.slice(text.length - keep);
        return false;
      }
      case 'after': {
        const rest = text.slice(leadingSpace(text));
        if (s.then && rest.startsWith(s.then)) {
          this.held = rest.slice(s.then.length).trimStart();
          this.state = { kind: 'answer' };
          return true;
        }
        if (!final && (rest === '' || (s.then !== undefined && s.then.startsWith(rest)))) return false;
        this.held = rest;
        this.state = { kind: 'answer' };
        return true;
      }
      case 'maybe-answer': {
        let first: { at: number; markers: ReasoningMarkers } | undefined;
        for (const m of LONE_CLOSERS) {
          const at = text.indexOf(m.close);
          if (at >= 0 && (!first || at < first.at)) first = { at, markers: m };
        }
        if (first) {
          out.retract = true;
          this.openedInPrompt = first.markers.close;
          // Everything before the lone closing marker, shown or not, was reasoning.
          out.thinking += out.content + text.slice(0, first.at);
          out.content = '';
          this.held = text.slice(first.at + first.markers.close.length);
          this.state = { kind: 'after', ...(first.markers.then ? { then: first.markers.then } : {}) };
          return true;
        }
        const keep = final ? 0 : partialLoneCloser(text);
        out.content += text.slice(0, text.length - keep);
        this.held = text.slice(text.length - keep);
        return false;
      }
    }
  }
}
