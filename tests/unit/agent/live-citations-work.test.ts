import { describe, expect, it, vi } from 'vitest';
import { partialMarkerLength } from '../../../src/core/agent/citation-marker';
import type { Citation } from '../../../src/core/agent/citation-types';
import { resolveCitations } from '../../../src/core/agent/citations';
import type { AgentEvent } from '../../../src/core/agent/events';
import { LiveCitations } from '../../../src/core/agent/live-citations';
import { BrowserSession } from '../../../src/core/browser/browser-session';
import type { PageDocument } from '../../../src/core/document/types';

// Counts every citation checked, to show how much of the answer each token reads again.
const checked = vi.hoisted(() => ({ citations: 0 }));
vi.mock('../../../src/core/citation-check/check-citations', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/core/citation-check/check-citations')>();
  return {
    ...real,
    checkCitations: (...args: Parameters<typeof real.checkCitations>) => {
      checked.citations += args[1].length;
      return real.checkCitations(...args);
    },
  };
});

function page(n: number): PageDocument {
  const lines = Array.from({ length: 40 }, (_, i) => `Line ${i + 1} of page ${n}: output rose ${10 + i}% in ${2000 + i}.`);
  return { title: `Page ${n}`, url: `https://site${n}.test/a`, lines, links: [], path: 'readability' };
}

/**
 * An answer with many citations: single markers, markers side by side (one sentence, one check), a
 * marker for a page that is not open (stays text), an ASCII marker, and claims found or not found.
 */
function answer(paragraphs: number): string {
  let text = '';
  for (let n = 0; n < paragraphs; n++) {
    const line = (n % 38) + 1;
    const claim = n % 3 === 0 ? `${10 + line - 1}% in ${2000 + line - 1}` : `${n}% in 1999`;
    if (n % 5 === 0) text += `Output rose ${claim}【${n % 3}†L${line}】, 【${(n + 1) % 3}†L${line}-L${line + 1}】; more.\n\n`;
    else if (n % 7 === 0) text += `A page never opened says ${claim} 【9†L1】 here [${n % 3}†L${line}].\n\n`;
    else text += `Output rose ${claim} 【${n % 3}†L${line}】 and the rest of the sentence.\n\n`;
  }
  return text;
}

/** The answer in ~4-character tokens, held back while a marker is incomplete (as CitationStreamBuffer sends them). */
function tokens(text: string): string[] {
  const out: string[] = [];
  let pending = '';
  for (let i = 0; i < text.length; i += 4) {
    pending += text.slice(i, i + 4);
    const hold = partialMarkerLength(pending);
    if (pending.length > hold) out.push(pending.slice(0, pending.length - hold));
    pending = pending.slice(pending.length - hold);
  }
  if (pending) out.push(pending);
  return out;
}

function session(): BrowserSession {
  const s = new BrowserSession();
  for (let n = 0; n < 3; n++) s.add({ doc: page(n), startLine: 1 });
  return s;
}

describe('citations while a long answer streams', () => {
  it('sends, at every marker, exactly what resolving the whole text so far gives', () => {
    const text = answer(60);
    const s = session();
    const sent: { text: string; citations: Citation[] }[] = [];
    let sofar = '';
    const live = new LiveCitations(s, (e: AgentEvent) => {
      if (e.type === 'citations') sent.push({ text: sofar, citations: e.citations });
    });
    for (const t of tokens(text)) {
      sofar += t;
      live.token(t);
    }
    const all = resolveCitations(text, s);
    // Every resolvable marker got its chip live (side by side ones too), and checks found both outcomes.
    expect(sent[sent.length - 1]!.citations).toEqual(all);
    expect(all.some((c) => c.check!.missing.length > 0)).toBe(true);
    expect(all.some((c) => c.check!.claims.length > 0 && c.check!.missing.length === 0)).toBe(true);
    for (const { text: at, citations } of sent) expect(citations).toEqual(resolveCitations(at, s));
  });

  it('checks each citation about once however long the answer grows (not every earlier one again per marker)', () => {
    const text = answer(400);
    const live = new LiveCitations(session(), () => {});
    checked.citations = 0;
    for (const t of tokens(text)) live.token(t);
    const total = resolveCitations(text, session()).length;
    checked.citations -= total;
    expect(total).toBeGreaterThan(400);
    // Only the last group of markers side by side is checked again when a marker completes: ~2 per citation.
    // Reading the whole answer again at each new marker checked ~total²/2 (over 100,000 here).
    expect(checked.citations).toBeLessThanOrEqual(3 * total);
  });

  it('reads the whole answer again once a page is opened later (a marker for it may now be valid)', () => {
    const s = new BrowserSession();
    s.add({ doc: page(0), startLine: 1 });
    const sent: Citation[][] = [];
    const live = new LiveCitations(s, (e) => e.type === 'citations' && sent.push(e.citations));
    live.token('Early claim 【1†L2】 about page one. ');
    live.token('Then 【0†L3】 here.');
    expect(sent.at(-1)!.map((c) => c.marker)).toEqual(['【0†L3】']);
    s.add({ doc: page(1), startLine: 1 });
    live.token(' And 【0†L4】.');
    expect(sent.at(-1)!.map((c) => c.marker)).toEqual(['【1†L2】', '【0†L3】', '【0†L4】']);
  });
});
