import type { BrowserSession } from '../browser/browser-session';
import type { Citation } from './citation-types';
import { resolveCitations } from './citations';
import type { AgentEvent } from './events';

/**
 * Resolves citations while the answer streams, so each chip appears as soon as its marker is
 * complete instead of when the answer ends. Streamed tokens never end inside a marker (the
 * CitationStreamBuffer holds those back), so a token is the only moment a new marker can complete.
 */
export class LiveCitations {
  private text = '';
  private citations: Citation[] = [];

  constructor(
    private readonly session: BrowserSession,
    private readonly emit: (e: AgentEvent) => void,
  ) {}

  /** Call with every `token` event's text, in order. */
  token(text: string): void {
    this.text += text;
    // Only a closing bracket can complete a marker; most tokens skip the scan.
    if (!text.includes('】') && !text.includes(']')) return;
    const citations = resolveCitations(this.text, this.session);
    if (citations.length === this.citations.length) return;
    this.citations = citations;
    this.emit({ type: 'citations', citations });
  }
}
