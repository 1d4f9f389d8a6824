/**
 * Keeps the MV3 service worker running while a research job does, and wakes it when it was stopped
 * anyway. Chromium stops an extension worker after 30 s without extension events or API calls
 * (since Chrome 110 each API call resets that timer), and a model turn can stream for longer; a cheap
 * API call every 20 s is Chrome's own documented keep-alive for such work. A worker can still be
 * stopped (an update, a crash, DevTools): the job's steps are in IndexedDB, and an alarm wakes the
 * worker within a minute (Chrome clamps periods under 1 min before Chrome 120) so it goes on from the
 * last stored step. Firefox's background page gets the same alarm.
 */
export const RESUME_ALARM = 'sidelight-research-resume';
const PING_MS = 20_000;

let ping: ReturnType<typeof setInterval> | undefined;

export function keepAlive(on: boolean): void {
  if (on && !ping) {
    ping = setInterval(() => void Promise.resolve(chrome.runtime.getPlatformInfo()).catch(() => undefined), PING_MS);
    if (chrome.alarms) void Promise.resolve(chrome.alarms.create(RESUME_ALARM, { periodInMinutes: 0.5 })).catch(() => undefined);
  } else if (!on && ping) {
    clearInterval(ping);
    ping = undefined;
    if (chrome.alarms) void Promise.resolve(chrome.alarms.clear(RESUME_ALARM)).catch(() => undefined);
  }
}

/**
 * Whether a job was running when this worker (or background page) started: the resume alarm exists only
 * while one runs and outlives a stopped worker. Any other start leaves IndexedDB closed — opening it on
 * every wake would cost each start, and would create the database at this version before an older
 * profile's could be upgraded (tests/e2e/indexeddb-upgrade.test.ts).
 */
export function researchWasRunning(): Promise<boolean> {
  if (!chrome.alarms) return Promise.resolve(true);
  return new Promise((resolve) => chrome.alarms.get(RESUME_ALARM, (alarm) => resolve(alarm !== undefined)));
}
