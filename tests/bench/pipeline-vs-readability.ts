/**
 * Time of the page → document pipeline against Readability alone over the same pages, measured so that
 * the ratio is steady enough to judge a 5 % change on a shared 2-core machine.
 *
 * Method (why each part):
 * - Whole passes of one kind (every page through Readability, then every page through the pipeline), not
 *   the two side by side per page: one kind's garbage would be collected during the other's timing.
 * - The order of the kinds alternates from round to round (R P, P R, R P …): a machine that gets busier
 *   or quieter during the run, or a JIT still warming, weighs on both kinds alike instead of always on the
 *   second.
 * - One warm-up pass of each kind is not timed (JIT, lazy imports).
 * - A full garbage collection before each pass: a pass no longer pays for the garbage the pass before it
 *   (of the other kind) left; its own garbage is still collected during it, all but the last page's.
 *   This alone took the ratio of sums from 1.48–1.54 over three runs to 1.46–1.48 (74 corpus pages).
 * - Each page keeps its fastest run over the rounds: a run can only be slowed by another process or a
 *   collection, never sped up, so the minimum is the least disturbed figure.
 * - The headline is the ratio of the SUMS of those per-page minima: the time a reader waits over the whole
 *   corpus. The ratio of medians (the figure reported before) rests on two single pages, which is why it
 *   wandered more; it is still printed so figures stay comparable with earlier runs.
 * - The spread is the lowest and highest ratio of sums within single rounds: how far one round alone could
 *   have been off. A change smaller than that spread is not shown by one round, only by the minima.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { median } from './timing';

export interface PipelineTiming {
  rounds: number;
  /** Per page, its fastest run of each kind, ms. */
  pipeline: number[];
  readability: number[];
  /** Σ pipeline minima ÷ Σ Readability minima. */
  ratioOfSums: number;
  /** median pipeline minimum ÷ median Readability minimum (the bench's figure before). */
  ratioOfMedians: number;
  /** Lowest and highest ratio of sums over single rounds. */
  roundSpread: [number, number];
}

/**
 * A full collection before each pass, so each pass starts from a clean heap and does not pay for the
 * garbage of the pass before it (of the other kind). Node exposes gc() only with --expose-gc; the flag
 * can be set at run time, and a new context then sees the function.
 */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** `baseline(i)` / `ours(i)` run page i through Readability alone / through the pipeline. */
export function timeAgainstBaseline(pageCount: number, baseline: (i: number) => unknown, ours: (i: number) => unknown, rounds = 5): PipelineTiming {
  const kinds = [baseline, ours];
  const fastest = kinds.map(() => Array.from({ length: pageCount }, () => Infinity));
  const pass = (k: number): number[] => {
    collectGarbage();
    const times: number[] = [];
    for (let i = 0; i < pageCount; i++) {
      const t0 = performance.now();
      kinds[k]!(i);
      const t = performance.now() - t0;
      times.push(t);
      fastest[k]![i] = Math.min(fastest[k]![i]!, t);
    }
    return times;
  };
  pass(0);
  pass(1);
  fastest.forEach((f) => f.fill(Infinity));
  const roundRatios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? [0, 1] : [1, 0];
    const totals: number[] = [];
    for (const k of order) totals[k] = sum(pass(k));
    roundRatios.push(totals[1]! / totals[0]!);
  }
  const [readability, pipeline] = fastest as [number[], number[]];
  return {
    rounds,
    pipeline,
    readability,
    ratioOfSums: sum(pipeline) / sum(readability),
    ratioOfMedians: median(pipeline) / median(readability),
    roundSpread: [Math.min(...roundRatios), Math.max(...roundRatios)],
  };
}
