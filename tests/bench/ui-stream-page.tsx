/**
 * Bundled by ui.bench.ts and run in headless Chromium: streams a long answer through the real
 * AnswerBody (marked, DOMPurify, citation chips, preact, a real DOM with layout) update by update.
 */
import DOMPurify from 'dompurify';
import { render } from 'preact';
import type { Citation } from '../../src/core/agent/citation-types';
import { numberSources, sourceNumberMap } from '../../src/sidepanel/citations/source-numbers';
import { AnswerBody } from '../../src/sidepanel/components/answer-body';
import type { Source } from '../../src/sidepanel/conversation/types';

interface StreamResult {
  firstMs: number;
  maxAfterFirstMs: number;
  maxAt: number;
  secondMs: number;
  medianMs: number;
  p99Ms: number;
  updates: number;
  totalMs: number;
  maxMs: number;
  firstQuarterMeanMs: number;
  lastQuarterMeanMs: number;
  firstTenthMeanMs: number;
  lastTenthMeanMs: number;
  /** Blocks parsed and sanitised in one update: the work, which the machine's load does not change. */
  maxParsed: number;
  meanParsed: number;
  lastTenthMeanParsed: number;
  chars: number;
  chipCount: number;
}

// Every block is parsed by marked and sanitised once: counting sanitiser calls counts blocks rendered.
let parsed = 0;
const sanitize = DOMPurify.sanitize.bind(DOMPurify);
(DOMPurify as { sanitize: unknown }).sanitize = (...args: Parameters<typeof DOMPurify.sanitize>) => {
  parsed++;
  return sanitize(...args);
};

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

const times: number[] = [];
const blocks: number[] = [];
let input: { tokens: string[]; tokensPerUpdate: number; citations: Citation[]; sources: Source[] };
let next = 0;
let text = '';
// As in the panel: the citations streamed so far, a new list each time a marker completes, and the
// Sources numbering AnswerView computes from them (cited pages first, in citing order).
let shown: Citation[] = [];
let numbers = new Map<string, number>();

function start(tokens: string[], tokensPerUpdate: number, citations: Citation[], sources: Source[]): void {
  input = { tokens, tokensPerUpdate, citations, sources };
  numbers = sourceNumberMap(numberSources(sources, shown));
}

/** The next `updates` updates, back to back (the bench reads CPU time between calls). */
function advance(updates: number): void {
  const { tokens, tokensPerUpdate, citations, sources } = input;
  const root = document.getElementById('root')!;
  for (let u = 0; u < updates && next < tokens.length; u++, next += tokensPerUpdate) {
    text += tokens.slice(next, next + tokensPerUpdate).join('');
    const complete = citations.filter((c) => c.index + c.marker.length <= text.length);
    if (complete.length !== shown.length) {
      shown = complete;
      numbers = sourceNumberMap(numberSources(sources, shown));
    }
    parsed = 0;
    const t0 = performance.now();
    render(<AnswerBody turnId="bench" answer={text} citations={shown} numbers={numbers} />, root);
    // Force style and layout so the figure includes what the user waits for, not just the diff.
    void root.offsetHeight;
    times.push(performance.now() - t0);
    blocks.push(parsed);
  }
}

function finish(): StreamResult {
  const root = document.getElementById('root')!;
  const q = Math.max(1, Math.floor(times.length / 4));
  const tenth = Math.max(1, Math.floor(times.length / 10));
  const sorted = [...times].sort((a, b) => a - b);
  return {
    medianMs: sorted[Math.floor(sorted.length / 2)]!,
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
    // The first update is cold (JIT, first layout): the first tenth starts after it.
    firstTenthMeanMs: mean(times.slice(1, tenth + 1)),
    lastTenthMeanMs: mean(times.slice(-tenth)),
    maxParsed: Math.max(...blocks),
    meanParsed: mean(blocks),
    lastTenthMeanParsed: mean(blocks.slice(-tenth)),
    chars: text.length,
    chipCount: root.querySelectorAll('a.cite').length,
  };
}

Object.assign(window, { uiBench: { start, advance, finish } });
