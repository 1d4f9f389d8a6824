import { describe, expect, it, vi } from 'vitest';
import { groupHistory, historyGroup } from '../../../src/sidepanel/conversation/history-groups';
import { deleteLater, pendingDeletes, undoDelete } from '../../../src/sidepanel/state/pending-deletes';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime();

describe('history groups', () => {
  const now = at(2026, 11, 23, 9);
  it('uses calendar days: today, yesterday, the last 7 days, older', () => {
    expect(historyGroup(at(2026, 11, 23, 0), now)).toBe('Today');
    expect(historyGroup(at(2026, 11, 22, 23), now)).toBe('Yesterday');
    expect(historyGroup(at(2026, 11, 22, 0), now)).toBe('Yesterday');
    expect(historyGroup(at(2026, 11, 17), now)).toBe('Last 7 days');
    expect(historyGroup(at(2026, 11, 10), now)).toBe('Older');
  });

  it('groups newest first and leaves out empty groups', () => {
    const entries = [
      { id: 'old', updatedAt: at(2026, 1, 1) },
      { id: 'today-early', updatedAt: at(2026, 11, 23, 1) },
      { id: 'today-late', updatedAt: at(2026, 11, 23, 8) },
    ];
    expect(groupHistory(entries, now).map((g) => [g.name, g.entries.map((e) => e.id)])).toEqual([
      ['Today', ['today-late', 'today-early']],
      ['Older', ['old']],
    ]);
  });
});

describe('delete with undo', () => {
  it('removes from storage only after the undo window, and Undo keeps it', async () => {
    vi.useFakeTimers();
    try {
      const removed: string[] = [];
      const remove = async (id: string) => void removed.push(id);
      deleteLater({ id: 'a', title: 'A' }, remove, 5000);
      deleteLater({ id: 'b', title: 'B' }, remove, 5000);
      expect(pendingDeletes.value.map((p) => p.id)).toEqual(['a', 'b']);
      await vi.advanceTimersByTimeAsync(4000);
      expect(removed).toEqual([]);
      undoDelete('a');
      await vi.advanceTimersByTimeAsync(2000);
      expect(removed).toEqual(['b']);
      expect(pendingDeletes.value).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
