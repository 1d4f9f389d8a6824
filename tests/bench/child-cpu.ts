import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS = 100;

/**
 * CPU time (user + system, ms) used so far by every process this one started, and theirs (the
 * browser, its renderer, its GPU and network processes), from /proc; undefined where there is no
 * /proc. Unlike wall-clock time it does not count the time others' processes held the CPU, so on a
 * shared, loaded machine it says whether the work itself grew.
 */
export function childCpuMs(): number | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return undefined;
  }
  const stats = new Map<number, { parent: number; ms: number }>();
  for (const pid of pids) {
    try {
      // Fields after the command name, which may itself hold spaces and parentheses.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(pid), { parent: Number(f[1]), ms: ((Number(f[11]) + Number(f[12])) * 1000) / TICKS });
    } catch {
      // The process ended while we read.
    }
  }
  const mine = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, s] of stats) {
      if (!mine.has(pid) && mine.has(s.parent)) {
        mine.add(pid);
        grew = true;
      }
    }
  }
  mine.delete(process.pid);
  if (!stats.has(process.pid)) return undefined;
  return [...mine].reduce((sum, pid) => sum + stats.get(pid)!.ms, 0);
}
