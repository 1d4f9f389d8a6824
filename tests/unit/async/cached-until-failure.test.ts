import { describe, expect, it } from 'vitest';
import { cachedUntilFailure } from '../../../src/core/async/cached-until-failure';

describe('cachedUntilFailure', () => {
  it('loads once and gives every call the same promise, pending or resolved', async () => {
    let loads = 0;
    const get = cachedUntilFailure(async () => ({ n: ++loads }));
    const first = get();
    expect(get()).toBe(first);
    const value = await first;
    expect(await get()).toBe(value);
    expect(loads).toBe(1);
  });

  it('forgets a failed load, so the next call tries again and keeps what that one gives', async () => {
    let loads = 0;
    const get = cachedUntilFailure(async () => {
      loads++;
      if (loads === 1) throw new Error('disk full');
      return `attempt ${loads}`;
    });
    const failed = get();
    // While it is still pending it is shared, like any load.
    expect(get()).toBe(failed);
    await expect(failed).rejects.toThrow('disk full');
    expect(await get()).toBe('attempt 2');
    expect(await get()).toBe('attempt 2');
    expect(loads).toBe(2);
  });

  it('a synchronous throw from load reaches the caller and is not kept', async () => {
    let loads = 0;
    const get = cachedUntilFailure(() => {
      loads++;
      if (loads === 1) throw new Error('no such module');
      return Promise.resolve(loads);
    });
    expect(() => get()).toThrow('no such module');
    expect(await get()).toBe(2);
  });
});
