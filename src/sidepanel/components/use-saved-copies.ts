import { useEffect, useMemo, useState } from 'preact/hooks';
import { loadSavedCopies, showSavedCopy } from '../files/saved-copy';
import type { Turn } from '../conversation/types';
import { turnDocumentsSaved } from '../state/conversation-store';
import type { SavedCopies } from './sources-list';

interface Found {
  /** The conversation and answer version the cursors belong to. */
  for: string;
  cursors: ReadonlyMap<string, number>;
}

/**
 * The answer's kept page copies, looked up once it has finished and again whenever the panel has
 * written a turn's pages (they are written just after the answer ends). None for an unsaved answer,
 * nor while one streams (a Regenerate's new version has pages of its own, written when it ends).
 */
export function useSavedCopies(conversationId: string | undefined, turn: Turn): SavedCopies | undefined {
  const written = turnDocumentsSaved.value;
  const live = turn.status === 'streaming';
  const key = `${conversationId}:${turn.id}`;
  const [found, setFound] = useState<Found | null>(null);
  useEffect(() => {
    if (!conversationId || live) return;
    let current = true;
    void loadSavedCopies(conversationId, turn.id, turn.activity).then((cursors) => current && setFound({ for: key, cursors }));
    return () => {
      current = false;
    };
    // Not on turn.activity: it is final once the answer has ended, and its object changes on unrelated updates.
  }, [key, live, written]);
  const cursors = !live && found?.for === key ? found.cursors : undefined;
  return useMemo(
    () =>
      conversationId && cursors?.size
        ? { cursors, show: (url: string, cursor: number) => showSavedCopy(conversationId, turn.id, cursor, url, turn.citations) }
        : undefined,
    [conversationId, turn.id, turn.citations, cursors],
  );
}
