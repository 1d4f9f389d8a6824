import { describe, expect, it } from 'vitest';
import { raceAbort } from '../../../src/core/abort/race-abort';

describe('raceAbort', () => {
  it('settles with the work when it finishes first', async () => {
    await expect(raceAbort(Promise.resolve(42), new AbortController().signal)).resolves.toBe(42);
    await expect(raceAbort(Promise.reject(new Error('boom')), new AbortController().signal)).rejects.toThrow('boom');
  });

  it('rejects with the abort reason without waiting for the work', async () => {
    const controller = new AbortController();
    const never = new Promise<number>(() => {});
    const raced = raceAbort(never, controller.signal);
    controller.abort(new Error('stopped by the user'));
    await expect(raced).rejects.toThrow('stopped by the user');
  });

  it('rejects at once when the signal is already aborted', async () => {
    await expect(raceAbort(Promise.resolve(1), AbortSignal.abort(new Error('already')))).rejects.toThrow('already');
  });
});
