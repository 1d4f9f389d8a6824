import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeAgainstBaseline } from '../../bench/pipeline-vs-readability';

/** A clock the page runs advance by hand, so each run's time is known exactly. */
function fakeClock() {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  return { advance: (ms: number) => (now += ms) };
}

afterEach(() => vi.restoreAllMocks());

describe('timeAgainstBaseline', () => {
  it('keeps each page its fastest run and reports the ratio of sums and of medians', () => {
    const clock = fakeClock();
    const calls = { baseline: 0, ours: 0 };
    // Page i costs 1 + i ms in Readability, 3 + i in the pipeline; every page's first timed run is slowed by 10 ms.
    const result = timeAgainstBaseline(
      3,
      (i) => clock.advance(1 + i + (calls.baseline++ < 6 ? 10 : 0)),
      (i) => clock.advance(3 + i + (calls.ours++ < 6 ? 10 : 0)),
      4,
    );
    expect(result.readability).toEqual([1, 2, 3]);
    expect(result.pipeline).toEqual([3, 4, 5]);
    expect(result.ratioOfSums).toBeCloseTo(12 / 6);
    expect(result.ratioOfMedians).toBeCloseTo(4 / 2);
    // Round 1 was slowed (its ratio 42 / 36); the others were not (12 / 6).
    expect(result.roundSpread[0]).toBeCloseTo(42 / 36);
    expect(result.roundSpread[1]).toBeCloseTo(2);
    // One untimed warm-up pass of each kind, then 4 rounds.
    expect(calls).toEqual({ baseline: 15, ours: 15 });
  });

  it('alternates which kind runs first from round to round, after one warm-up pass of each', () => {
    fakeClock();
    const order: string[] = [];
    timeAgainstBaseline(1, () => order.push('R'), () => order.push('P'), 3);
    expect(order.join('')).toBe('RP' + 'RP' + 'PR' + 'RP');
  });
});
