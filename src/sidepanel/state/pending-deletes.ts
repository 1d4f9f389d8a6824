import { signal } from '@preact/signals';

/** How long Undo is offered after Delete; the conversation stays in storage until then. */
const UNDO_MS = 6000;

export interface PendingDelete {
  id: string;
  title: string;
}

/** Conversations deleted in the history view whose removal still waits for its Undo window. */
export const pendingDeletes = signal<PendingDelete[]>([]);

const timers = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Hides the conversation now and removes it from storage only when the Undo window has passed, so
 * Undo needs nothing restored. If the panel closes first, nothing is removed: a kept conversation is
 * the safe side of the mistake.
 */
export function deleteLater(entry: PendingDelete, remove: (id: string) => Promise<void>, ms = UNDO_MS): void {
  undoDelete(entry.id);
  pendingDeletes.value = [...pendingDeletes.value, entry];
  timers.set(
    entry.id,
    setTimeout(() => {
      timers.delete(entry.id);
      void remove(entry.id).finally(() => {
        pendingDeletes.value = pendingDeletes.value.filter((p) => p.id !== entry.id);
      });
    }, ms),
  );
}

export function undoDelete(id: string): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  pendingDeletes.value = pendingDeletes.value.filter((p) => p.id !== id);
}
