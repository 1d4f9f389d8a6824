import { describe, expect, it } from 'vitest';
import { modelOpenRequest } from '../../../src/background/model-open-request';
import type { MessageRequest } from '../../../src/shared/messages';
import { restrictLocalStorage } from '../../../src/background/storage-access';

describe('open-page messages', () => {
  it('are always model opens: an origin in the payload is ignored', () => {
    const forged = { url: 'http://127.0.0.1:8080/admin', origin: 'user', requestId: 'r1' } as MessageRequest<'open-page'> & { origin: string };
    expect(modelOpenRequest(forged)).toEqual({ url: 'http://127.0.0.1:8080/admin', origin: 'model' });
  });

  it('keep only the options a model open has, with valid values', () => {
    expect(modelOpenRequest({ url: 'https://example.com/', fresh: true, via: 'tab' })).toEqual({ url: 'https://example.com/', origin: 'model', fresh: true, via: 'tab' });
    const odd = { url: 'https://example.com/', fresh: 'yes', via: 'logged-in', cookies: true } as unknown as MessageRequest<'open-page'>;
    expect(modelOpenRequest(odd)).toEqual({ url: 'https://example.com/', origin: 'model' });
  });
});

describe('storage access', () => {
  it('asks for trusted contexts only, and says when the browser cannot', async () => {
    const asked: unknown[] = [];
    expect(await restrictLocalStorage({ setAccessLevel: async (o) => void asked.push(o) })).toBe('restricted');
    expect(asked).toEqual([{ accessLevel: 'TRUSTED_CONTEXTS' }]);
    // Firefox: setAccessLevel is for storage.session only and rejects elsewhere.
    expect(await restrictLocalStorage({ setAccessLevel: () => Promise.reject(new Error('only session')) })).toBe('unsupported');
    expect(await restrictLocalStorage({})).toBe('unsupported');
  });
});
