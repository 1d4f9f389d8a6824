import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../../../src/core/async/one-at-a-time';

describe('oneAtATime', () => {
  it('starts each call once the one before has settled, in call order, and goes on after a failure', async () => {
    const queue = oneAtATime();
    const log: string[] = [];
    let release!: () => void;
    const first = queue(async () => {
      log.push('first start');
      await new Promise<void>((r) => (release = r));
      log.push('first end');
      throw new Error('first failed');
    });
    const second = queue(async () => {
      log.push('second');
      return 2;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(['first start']);
    release();
    await expect(first).rejects.toThrow('first failed');
    expect(await second).toBe(2);
    expect(log).toEqual(['first start', 'first end', 'second']);
  });
});
