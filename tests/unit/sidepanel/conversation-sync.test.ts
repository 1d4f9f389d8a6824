import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdAnswerLock, isFresherCopy } from '../../../src/sidepanel/state/conversation-sync';

describe('a copy another surface saved', () => {
  const shown = { id: 'c1', updatedAt: 200 };

  it('replaces the shown conversation when it is as new or newer', () => {
    expect(isFresherCopy(shown, { id: 'c1', updatedAt: 200 })).toBe(true);
    expect(isFresherCopy(shown, { id: 'c1', updatedAt: 350 })).toBe(true);
  });

  it('never brings back an older copy (a read overtaken by a later save), nor shows another conversation', () => {
    expect(isFresherCopy(shown, { id: 'c1', updatedAt: 199 })).toBe(false);
    expect(isFresherCopy(shown, { id: 'c2', updatedAt: 999 })).toBe(false);
    expect(isFresherCopy(null, { id: 'c1', updatedAt: 999 })).toBe(false);
  });
});

describe('the answer lock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is granted, and released by its holder, when the lock is free', async () => {
    const released: string[] = [];
    vi.stubGlobal('navigator', {
      locks: {
        request: async (name: string, _opts: unknown, cb: (lock: unknown) => Promise<void> | undefined) => {
          await cb({ name });
          released.push(name);
        },
      },
    });
    const release = await holdAnswerLock('c1');
    expect(release).toBeTypeOf('function');
    expect(released).toEqual([]);
    release!();
    await new Promise((r) => setTimeout(r, 0));
    expect(released).toEqual(['sidelight-answer:c1']);
  });

  it('is refused while another surface holds it', async () => {
    vi.stubGlobal('navigator', { locks: { request: async (_n: string, _o: unknown, cb: (lock: null) => unknown) => cb(null) } });
    expect(await holdAnswerLock('c1')).toBeNull();
  });
});
