import type { BrowserSession } from '../browser/browser-session';
import { sideBySide } from '../citation-check/check-citations';
import type { Citation } from './citation-types';
import { resolveCitations } from './citations';
import type { AgentEvent } from './events';
import type { DecimalMark } from '../citation-check/numbers';

/**
 * Resolves citations while the answer streams, so each chip appears as soon as its marker is
 * complete instead of when the answer ends. Streamed tokens never end inside a marker (the
 * CitationStreamBuffer holds those back), so a token is the only moment a new marker can complete.
 *
 * The text only grows, so only its tail is read again: a marker can join the last group of markers
 * side by side (which share one sentence and one check), never an earlier one. Citations before that
 * group are settled; each token costs the tail, not the whole answer (which made a long answer's
 * every new chip slower than the last, on the panel's own thread).
 */
export class LiveCitations {
  private text = '';
  /** Citations no later marker can change. */
  private settled: Citation[] = [];
  /** The last group of markers side by side: a marker still to come may join it. */
  private open: Citation[] = [];
  /** Pages open when the settled citations were resolved: a page opened since may make a marker valid. */
  private pages = 0;

  constructor(
    private readonly session: BrowserSession,
    private readonly emit: (e: AgentEvent) => void,
    private readonly decimal: DecimalMark = '.',
  ) {}

  /** Call with every `token` event's text, in order. */
  token(text: string): void {
    this.text += text;
    // Only a closing bracket can complete a marker; most tokens skip the scan.
    if (!text.includes('】') && !text.includes(']')) return;
    if (this.session.entries.length !== this.pages) {
      this.pages = this.session.entries.length;
      this.settled = [];
      this.open = [];
    }
    const last = this.settled[this.settled.length - 1];
    const sentenceFrom = last ? last.index + last.marker.length : 0;
    const tail = resolveCitations(this.text, this.session, this.open[0]?.index ?? sentenceFrom, sentenceFrom, this.decimal);
    if (tail.length === this.open.length) return;
    let group = tail.length - 1;
    while (group > 0 && sideBySide(this.text, tail[group - 1]!, tail[group]!)) group--;
    this.settled.push(...tail.slice(0, group));
    this.open = tail.slice(group);
    this.emit({ type: 'citations', citations: [...this.settled, ...this.open] });
  }
}

/**
 * An answer's event stream with its citations resolved as it streams. When streamed text is taken
 * back (`answer-withdrawn`: it was reasoning after all, or an attempt the server failed is asked
 * again), the citations are read again from what is still the answer: `answerSoFar`, the text of
 * the rounds before this one. The agent loop and Quick answers both stream through this.
 */
export function withLiveCitations(session: BrowserSession, emit: (e: AgentEvent) => void, decimal: DecimalMark, answerSoFar: () => string): (e: AgentEvent) => void {
  let live = new LiveCitations(session, emit, decimal);
  return (e) => {
    emit(e);
    if (e.type === 'token') live.token(e.text);
    if (e.type === 'answer-withdrawn') {
      live = new LiveCitations(session, emit, decimal);
      const kept = answerSoFar();
      if (kept) live.token(kept);
      emit({ type: 'citations', citations: resolveCitations(kept, session, 0, 0, decimal) });
    }
  };
}
