import { describe, expect, it } from 'vitest';
import { SidelightError } from '../../../src/core/errors';
import { isWorkerLost, withWorkerRetry } from '../../../src/sidepanel/agent/worker-retry';

/** A sender that fails with each error in turn, then answers. */
function sender(failures: unknown[]) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    send: async () => {
      const failure = failures[calls++];
      if (failure) throw failure;
      return 'answer';
    },
  };
}

const PORT_CLOSED = new Error('The message port closed before a response was received.');
const CHANNEL_CLOSED = new Error('A listener indicated an asynchronous response by returning true, but the message channel closed before a response was received');

describe('worker retry', () => {
  it('recognises the ways Chromium reports a worker that went away, and nothing else', () => {
    expect(isWorkerLost(PORT_CLOSED)).toBe(true);
    expect(isWorkerLost(CHANNEL_CLOSED)).toBe(true);
    expect(isWorkerLost(new Error('Could not establish connection. Receiving end does not exist.'))).toBe(true);
    expect(isWorkerLost(new Error('No part of Sidelight answered “search”.'))).toBe(true);
    expect(isWorkerLost(new SidelightError('rate-limited', 'SearXNG answered 429.'))).toBe(false);
  });

  it('sends a request that lost its worker once more and returns the answer', async () => {
    const s = sender([CHANNEL_CLOSED]);
    await expect(withWorkerRetry(s.send, new AbortController().signal, 'searching')).resolves.toBe('answer');
    expect(s.calls).toBe(2);
  });

  it('does not retry other errors, nor after Stop', async () => {
    const other = sender([new SidelightError('rate-limited', 'SearXNG answered 429.')]);
    await expect(withWorkerRetry(other.send, new AbortController().signal, 'searching')).rejects.toThrow('429');
    expect(other.calls).toBe(1);
    const stopped = new AbortController();
    stopped.abort();
    const s = sender([PORT_CLOSED]);
    await expect(withWorkerRetry(s.send, stopped.signal, 'searching')).rejects.toBe(PORT_CLOSED);
    expect(s.calls).toBe(1);
  });

  it('says what happened when the worker is lost twice', async () => {
    const s = sender([PORT_CLOSED, PORT_CLOSED]);
    const err = await withWorkerRetry(s.send, new AbortController().signal, 'opening the page').catch((e: unknown) => e);
    expect(s.calls).toBe(2);
    expect(err).toBeInstanceOf(SidelightError);
    expect((err as SidelightError).message).toBe('Sidelight’s background worker stopped twice while opening the page.');
    expect((err as SidelightError).hint).toMatch(/reload Sidelight/);
  });
});
