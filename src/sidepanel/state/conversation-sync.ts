/**
 * The side panel and the chat in a tab may show the same conversation at once. One answer runs at a
 * time per conversation: the surface answering holds a Web Lock named for it (both surfaces are
 * pages of one origin, so they share the lock manager; a closed page's lock is released by the
 * browser). Every save is announced on a BroadcastChannel; the other surface reads the stored copy
 * and shows it, never a copy older than what it shows, and waits for the lock to learn the end
 * even when the answering page closed without a word. Stop in either surface stops the answer.
 */
const CHANNEL = 'sidelight-conversations';

type SyncMessage = { kind: 'saved'; id: string; updatedAt: number; answering: boolean } | { kind: 'stop'; id: string };

const lockName = (id: string) => `sidelight-answer:${id}`;

let channel: BroadcastChannel | null = null;
function open(): BroadcastChannel | null {
  if (!channel && typeof BroadcastChannel === 'function') channel = new BroadcastChannel(CHANNEL);
  return channel;
}

/**
 * Takes the conversation's answer lock if no other surface holds it: resolves to its release, or to
 * null when another surface is answering in it. Without Web Locks (none known) it always succeeds.
 */
export function holdAnswerLock(id: string): Promise<(() => void) | null> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return Promise.resolve(() => {});
  return new Promise((resolve) => {
    void locks.request(lockName(id), { ifAvailable: true }, (lock) => {
      if (!lock) {
        resolve(null);
        return undefined;
      }
      return new Promise<void>((release) => resolve(release));
    });
  });
}

/** Resolves when no surface is answering in the conversation (at once if none is). */
export function answerLockFree(id: string): Promise<void> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return Promise.resolve();
  return locks.request(lockName(id), () => undefined);
}

/** Tells the other surfaces this conversation was saved, and whether an answer is still coming. */
export function announceSaved(id: string, updatedAt: number, answering: boolean): void {
  open()?.postMessage({ kind: 'saved', id, updatedAt, answering } satisfies SyncMessage);
}

/** Asks the surface answering in the conversation to stop. */
export function askToStop(id: string): void {
  open()?.postMessage({ kind: 'stop', id } satisfies SyncMessage);
}

export interface SyncHandlers {
  onSaved(id: string, updatedAt: number, answering: boolean): void;
  onStop(id: string): void;
}

/** Listens to the other surfaces' announcements (not this page's own); returns the stop function. */
export function listenToOtherSurfaces(handlers: SyncHandlers): () => void {
  const c = open();
  if (!c) return () => {};
  const onMessage = (e: MessageEvent<SyncMessage>) => {
    const m = e.data;
    if (m?.kind === 'saved') handlers.onSaved(m.id, m.updatedAt, m.answering);
    else if (m?.kind === 'stop') handlers.onStop(m.id);
  };
  c.addEventListener('message', onMessage);
  return () => c.removeEventListener('message', onMessage);
}

/** Whether another surface holds the conversation's answer lock right now. */
export async function answeringElsewhereNow(id: string): Promise<boolean> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return false;
  const state = await locks.query();
  return (state.held ?? []).some((l) => l.name === lockName(id));
}

/**
 * Whether a stored copy may replace the one shown: the same conversation, and not older. An
 * announcement can overtake the read of an earlier one, and that earlier copy must not come back.
 */
export function isFresherCopy(shown: { id: string; updatedAt: number } | null, stored: { id: string; updatedAt: number }): boolean {
  return shown !== null && shown.id === stored.id && stored.updatedAt >= shown.updatedAt;
}
