import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from '../../../src/core/async/concurrency-limit';

describe('concurrencyLimit', () => {
  it('runs at most the limit at once, in call order, and lets an aborted waiter go', async () => {
    const limited = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const gates: (() => void)[] = [];
    const work = (n: number) => () =>
      new Promise<number>((resolve) => {
        running++;
        most = Math.max(most, running);
        order.push(n);
        gates.push(() => {
          running--;
          resolve(n);
        });
      });
    const never = new AbortController();
    const abortable = new AbortController();
    const all = [limited(work(1), never.signal), limited(work(2), never.signal)];
    const aborted = limited(work(99), abortable.signal);
    all.push(limited(work(3), never.signal));
    abortable.abort();
    await expect(aborted).rejects.toMatchObject({ code: 'aborted' });
    await Promise.resolve();
    expect(order).toEqual([1, 2]);
    gates.shift()!();
    await new Promise((r) => setTimeout(r, 0));
    expect(order).toEqual([1, 2, 3]);
    gates.splice(0).forEach((g) => g());
    expect(await Promise.all(all)).toEqual([1, 2, 3]);
    expect(most).toBe(2);
  });
});
