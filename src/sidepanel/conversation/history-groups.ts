export type HistoryGroupName = 'Today' | 'Yesterday' | 'Last 7 days' | 'Older';

const DAY = 24 * 60 * 60 * 1000;

function startOfDay(t: number): number {
  const d = new Date(t);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** Which group a conversation last updated at `updatedAt` falls in, by the local calendar day. */
export function historyGroup(updatedAt: number, now: number): HistoryGroupName {
  const today = startOfDay(now);
  if (updatedAt >= today) return 'Today';
  if (updatedAt >= today - DAY) return 'Yesterday';
  if (updatedAt >= today - 7 * DAY) return 'Last 7 days';
  return 'Older';
}

/** Entries (newest first) in their groups, in group order; empty groups left out. */
export function groupHistory<T extends { updatedAt: number }>(entries: readonly T[], now: number): { name: HistoryGroupName; entries: T[] }[] {
  const order: HistoryGroupName[] = ['Today', 'Yesterday', 'Last 7 days', 'Older'];
  const groups = new Map<HistoryGroupName, T[]>(order.map((n) => [n, []]));
  for (const e of [...entries].sort((a, b) => b.updatedAt - a.updatedAt)) groups.get(historyGroup(e.updatedAt, now))!.push(e);
  return order.filter((n) => groups.get(n)!.length).map((name) => ({ name, entries: groups.get(name)! }));
}
