import type { CallFormat } from './call-format';

export interface OpenerHit {
  at: number;
  /** Undefined when an opener may be starting at `at` but has not fully arrived. */
  opener?: string;
  format?: CallFormat;
}

interface Entry {
  text: string;
  format: CallFormat;
}

const pairKey = (a: number, b: number) => a * 0x10000 + b;

/**
 * Finds openers in text. Openers are indexed by their first two characters, longest first, so the
 * scan stops only at the few positions where one can begin; prose is passed over at the speed of a
 * character loop (the throughput figure is in `npm run bench -- agent`).
 */
export class OpenerIndex {
  /** 1 where some opener starts with this ASCII character. */
  private readonly trigger = new Uint8Array(128);
  /** 1 where an opener longer than one character starts with this character. */
  private readonly longer = new Uint8Array(128);
  private readonly byPair = new Map<number, Entry[]>();
  private readonly single: (Entry | undefined)[] = [];

  constructor(formats: readonly CallFormat[]) {
    for (const format of formats) {
      for (const text of format.openers) {
        const c = text.charCodeAt(0);
        if (c >= 128) throw new Error(`opener ${text} must start with an ASCII character`);
        this.trigger[c] = 1;
        if (text.length === 1) {
          this.single[c] = { text, format };
          continue;
        }
        this.longer[c] = 1;
        const key = pairKey(c, text.charCodeAt(1));
        const list = this.byPair.get(key) ?? [];
        list.push({ text, format });
        list.sort((a, b) => b.text.length - a.text.length);
        this.byPair.set(key, list);
      }
    }
  }

  /**
   * The first position holding a complete opener (the longest one there), or holding what may still
   * become an opener (only possible near the end). When the stream is `final` nothing more arrives,
   * so partial openers are ignored.
   */
  scan(s: string, final: boolean, tools: readonly string[]): OpenerHit | undefined {
    const trigger = this.trigger;
    const n = s.length;
    for (let j = 0; j < n; j++) {
      const c = s.charCodeAt(j);
      if (c >= 128 || trigger[c] === 0) continue;
      if (j + 1 >= n) {
        // The last character: a longer opener may be starting here.
        if (!final && this.longer[c] === 1) return { at: j };
      } else {
        const list = this.byPair.get(pairKey(c, s.charCodeAt(j + 1)));
        if (list) {
          for (const o of list) {
            if (s.startsWith(o.text, j)) {
              if (!o.format.rejects?.(s, j + o.text.length, tools)) return { at: j, opener: o.text, format: o.format };
            } else if (!final && n - j < o.text.length && o.text.startsWith(s.slice(j))) {
              // A longer opener may still be arriving here: wait rather than take a shorter one.
              return { at: j };
            }
          }
        }
      }
      const one = this.single[c];
      if (one && !one.format.rejects?.(s, j + 1, tools)) return { at: j, opener: one.text, format: one.format };
    }
    return undefined;
  }
}
