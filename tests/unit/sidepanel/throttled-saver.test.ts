import { describe, expect, it, vi } from 'vitest';
import { ThrottledSaver } from '../../../src/sidepanel/state/conversation-store';
import type { Conversation } from '../../../src/sidepanel/conversation/types';

const conv = (title: string): Conversation => ({ id: 'c', title, createdAt: 0, updatedAt: 0, turns: [] });

describe('ThrottledSaver', () => {
  it('writes the latest state at most once per interval, and at once on flush', async () => {
    vi.useFakeTimers();
    const written: string[] = [];
    const saver = new ThrottledSaver(async (c) => void written.push(c.title), 100);
    saver.save(conv('a'));
    saver.save(conv('b'));
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(written).toEqual(['b']);
    saver.save(conv('c'));
    await saver.flush();
    expect(written).toEqual(['b', 'c']);
    await vi.advanceTimersByTimeAsync(500);
    expect(written).toEqual(['b', 'c']);
    vi.useRealTimers();
  });
});
