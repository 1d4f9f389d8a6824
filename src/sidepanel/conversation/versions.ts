import type { Turn } from './types';

/** What one attempt at answering a question produced; the question itself belongs to the turn. */
export type AnswerVersion = Pick<
  Turn,
  'id' | 'model' | 'answer' | 'thinking' | 'activity' | 'sources' | 'citations' | 'notices' | 'status' | 'error' | 'startedAt' | 'finishedAt' | 'thinkingMs' | 'mode' | 'quickRead'
>;

const VERSION_KEYS = ['id', 'model', 'answer', 'thinking', 'activity', 'sources', 'citations', 'notices', 'status', 'error', 'startedAt', 'finishedAt', 'thinkingMs', 'mode', 'quickRead'] as const;

function snapshot(turn: Turn): AnswerVersion {
  const out: Record<string, unknown> = {};
  for (const k of VERSION_KEYS) if (turn[k] !== undefined) out[k] = turn[k];
  return out as unknown as AnswerVersion;
}

/** An attempt worth keeping: it said something or did some research. */
function hasContent(v: Pick<Turn, 'answer' | 'activity'>): boolean {
  return v.answer.trim() !== '' || v.activity.length > 0;
}

export function versionCount(turn: Turn): number {
  return (turn.previous?.length ?? 0) + 1;
}

/** 0-based index of the version shown; the newest unless the reader chose another. */
export function chosenIndex(turn: Turn): number {
  const last = versionCount(turn) - 1;
  return turn.chosen === undefined ? last : Math.max(0, Math.min(last, turn.chosen));
}

/** The turn as shown: the chosen version's answer with the turn's question. */
export function shownVersion(turn: Turn): Turn {
  const i = chosenIndex(turn);
  const older = turn.previous ?? [];
  if (i >= older.length) return turn;
  const { error: _e, finishedAt: _f, thinkingMs: _t, mode: _m, quickRead: _q, ...rest } = turn;
  return { ...rest, ...older[i]! };
}

/**
 * A new attempt at `turn` (Regenerate, Retry): the current version is kept among the previous ones
 * (if it has anything in it) and the new one becomes the latest, shown.
 */
export function startNewVersion(turn: Turn, fresh: Turn): Turn {
  const previous = [...(turn.previous ?? [])];
  if (hasContent(turn)) previous.push(snapshot(turn));
  const { chosen: _c, ...rest } = fresh;
  return previous.length ? { ...rest, previous } : rest;
}

/**
 * A new attempt that failed before producing anything gives the floor back to the last version: its
 * answer and research stay on screen, with the new failure said under them.
 */
export function settleFailedVersion(turn: Turn): Turn {
  const previous = turn.previous ?? [];
  if (turn.status !== 'error' || hasContent(turn) || previous.length === 0) return turn;
  const last = previous[previous.length - 1]!;
  const rest = previous.slice(0, -1);
  // The failed attempt's own mode goes with it: the version given the floor back says how it was made.
  const { previous: _p, chosen: _c, mode: _m, quickRead: _q, ...base } = turn;
  return { ...base, ...last, status: 'error', ...(turn.error ? { error: turn.error } : {}), ...(rest.length ? { previous: rest } : {}) };
}
