/**
 * Bundled by ui.bench.ts and run in headless Chromium: streams a long answer through the real
 * AnswerBody (marked, DOMPurify, citation chips, preact, a real DOM with layout) update by update.
 */
import { render } from 'preact';
import type { Citation } from '../../src/core/agent/citation-types';
import { AnswerBody } from '../../src/sidepanel/components/answer-body';

interface StreamResult {
  firstMs: number;
  maxAfterFirstMs: number;
  maxAt: number;
  secondMs: number;
  p99Ms: number;
  updates: number;
  totalMs: number;
  maxMs: number;
  firstQuarterMeanMs: number;
  lastQuarterMeanMs: number;
  chars: number;
  chipCount: number;
}

/** Every cited page numbered, as the Sources list does. */
const NUMBERS = new Map<string, number>();

function stream(tokens: string[], tokensPerUpdate: number, citations: Citation[]): StreamResult {
  const root = document.getElementById('root')!;
  const times: number[] = [];
  let text = '';
  // As in the panel: the citations streamed so far, a new list each time a marker completes.
  let shown: Citation[] = [];
  for (let i = 0; i < tokens.length; i += tokensPerUpdate) {
    text += tokens.slice(i, i + tokensPerUpdate).join('');
    const complete = citations.filter((c) => c.index + c.marker.length <= text.length);
    if (complete.length !== shown.length) shown = complete;
    for (const c of shown) if (!NUMBERS.has(c.url.split('#')[0]!)) NUMBERS.set(c.url.split('#')[0]!, NUMBERS.size + 1);
    const t0 = performance.now();
    render(<AnswerBody turnId="bench" answer={text} citations={shown} numbers={NUMBERS} />, root);
    // Force style and layout so the figure includes what the user waits for, not just the diff.
    void root.offsetHeight;
    times.push(performance.now() - t0);
  }
  const q = Math.max(1, Math.floor(times.length / 4));
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p99Ms: sorted[Math.floor(sorted.length * 0.99)]!,
    maxAt: times.indexOf(Math.max(...times)),
    firstMs: times[0] ?? 0,
    maxAfterFirstMs: Math.max(...times.slice(1)),
    secondMs: sorted[sorted.length - 2] ?? 0,
    updates: times.length,
    totalMs: times.reduce((a, b) => a + b, 0),
    maxMs: Math.max(...times),
    firstQuarterMeanMs: mean(times.slice(0, q)),
    lastQuarterMeanMs: mean(times.slice(-q)),
    chars: text.length,
    chipCount: root.querySelectorAll('a.cite').length,
  };
}

(window as unknown as { runStream: typeof stream }).runStream = stream;
