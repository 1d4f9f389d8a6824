import { partialMarkerLength } from './citation-marker';

/**
 * Holds back the end of streamed answer text while it may be half a citation marker, so the UI never
 * renders `【3†L1` and then has to take it back. Everything else passes through immediately.
 */
export class CitationStreamBuffer {
  private held = '';

  push(text: string): string {
    const all = this.held + text;
    const hold = partialMarkerLength(all);
    this.held = hold ? all.slice(all.length - hold) : '';
    return hold ? all.slice(0, all.length - hold) : all;
  }

  end(): string {
    const rest = this.held;
    this.held = '';
    return rest;
  }
}
