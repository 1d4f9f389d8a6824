import type { AgentEvent } from '../../core/agent/events';
import type { SearchResult } from '../../core/search/types';
import type { RequestPhase } from '../../shared/messages';
import type { UserText } from '../../core/errors';
import { hostOf, pageKey } from './host';
import type { ActivityStep, Source, Turn } from './types';

export function newTurn(id: string, question: string, model: string, now: number): Turn {
  return { id, question, model, answer: '', thinking: '', activity: [], sources: [], citations: [], notices: [], status: 'streaming', startedAt: now };
}

function upsertStep(turn: Turn, step: number, patch: Partial<ActivityStep> & Pick<ActivityStep, 'kind'>, now: number): ActivityStep[] {
  const ended = patch.status !== undefined && patch.status !== 'running';
  const i = turn.activity.findIndex((s) => s.step === step);
  if (i === -1) return [...turn.activity, { step, subject: '', status: 'running', startedAt: now, ...(ended ? { endedAt: now } : {}), ...patch }];
  const next = turn.activity.slice();
  const old = next[i]!;
  next[i] = { ...old, ...patch, ...(ended && old.endedAt === undefined ? { endedAt: now } : {}) };
  return next;
}

function addSource(sources: Source[], source: Source): Source[] {
  const i = sources.findIndex((s) => pageKey(s.url) === pageKey(source.url));
  if (i === -1) return [...sources, source];
  const next = sources.slice();
  const old = next[i]!;
  next[i] = { ...old, opened: old.opened || source.opened, rank: old.rank ?? source.rank, title: old.title || source.title };
  return next;
}

/** Reasoning time runs from the first thinking text until anything else happens (text, a tool, the end). */
function timeThinking(turn: Turn, ev: AgentEvent, now: number): Turn {
  if (ev.type === 'thinking') return turn.thinkingSince === undefined ? { ...turn, thinkingSince: now } : turn;
  if (turn.thinkingSince === undefined) return turn;
  const { thinkingSince, ...rest } = turn;
  return { ...rest, thinkingMs: (turn.thinkingMs ?? 0) + Math.max(0, now - thinkingSince) };
}

/**
 * Applies one agent event to a turn, returning a new turn (the old one is untouched so the view can
 * compare cheaply). Unknown events leave the turn as it is.
 */
export function applyAgentEvent(turn: Turn, ev: AgentEvent, now: number): Turn {
  return applyEvent(timeThinking(turn, ev, now), ev, now);
}

function applyEvent(turn: Turn, ev: AgentEvent, now: number): Turn {
  switch (ev.type) {
    case 'model-start':
      // The loop keeps text from every round as the answer (joined by a blank line it streams itself).
      return turn;
    case 'thinking':
      return { ...turn, thinking: turn.thinking + ev.text };
    case 'token':
      return { ...turn, answer: turn.answer + ev.text };
    case 'answer-withdrawn':
      return {
        ...turn,
        answer: ev.shown && turn.answer.endsWith(ev.shown) ? turn.answer.slice(0, turn.answer.length - ev.shown.length) : turn.answer,
        thinking: turn.thinking + ev.thinking,
      };
    case 'tool-call': {
      const known = turn.activity.some((s) => s.step === ev.step);
      if (known || ev.name.includes('search') || ev.name.includes('open') || ev.name.includes('find') || ev.name.includes('fetch')) return turn;
      return { ...turn, activity: upsertStep(turn, ev.step, { kind: 'tool', subject: ev.name }, now) };
    }
    case 'search-started':
      return { ...turn, activity: upsertStep(turn, ev.step, { kind: 'search', subject: ev.query, status: 'running' }, now) };
    case 'search-finished':
      return {
        ...turn,
        activity: upsertStep(turn, ev.step, {
          kind: 'search',
          subject: ev.query,
          status: 'done',
          results: ev.resultCount,
          cursor: ev.cursor,
          view: ev.view,
          notes: ev.notes,
        }, now),
      };
    case 'page-opening':
      return { ...turn, activity: upsertStep(turn, ev.step, { kind: 'open', subject: ev.url, url: ev.url, status: 'running', invented: ev.invented }, now) };
    case 'page-opened':
      return {
        ...turn,
        activity: upsertStep(turn, ev.step, {
          kind: 'open',
          subject: ev.url,
          url: ev.url,
          status: 'done',
          pageTitle: ev.title || hostOf(ev.url),
          lines: ev.lineCount,
          cursor: ev.cursor,
          view: ev.view,
        }, now),
        sources: addSource(turn.sources, { url: ev.url, title: ev.title, host: hostOf(ev.url), opened: true }),
      };
    case 'page-attached':
      // Before any tool step (numbered from 1), so a step number below 0 never collides with one.
      return {
        ...turn,
        activity: upsertStep(turn, -1 - ev.cursor, {
          kind: 'attach',
          // Read as "Attached <title> · N lines": nothing ran, so there is no outcome to point to.
          subject: ev.title || hostOf(ev.url),
          lines: ev.lineCount,
          url: ev.url,
          status: 'done',
          cursor: ev.cursor,
          view: ev.view,
        }, now),
        sources: addSource(turn.sources, { url: ev.url, title: ev.title, host: hostOf(ev.url), opened: true }),
      };
    case 'page-failed':
      return {
        ...turn,
        activity: upsertStep(turn, ev.step, {
          kind: 'open',
          subject: ev.url,
          url: ev.url,
          status: 'failed',
          outcome: ev.error.message,
          error: ev.error,
        }, now),
      };
    case 'find':
      return {
        ...turn,
        activity: upsertStep(turn, ev.step, {
          kind: 'find',
          subject: ev.pattern,
          status: ev.found ? 'done' : 'failed',
          found: ev.found,
          cursor: ev.cursor,
          view: ev.view,
        }, now),
      };
    case 'tool-error': {
      const existing = turn.activity.find((s) => s.step === ev.step);
      return {
        ...turn,
        activity: upsertStep(turn, ev.step, {
          kind: existing?.kind ?? 'tool',
          subject: existing?.subject || ev.name,
          status: 'failed',
          outcome: ev.error?.message ?? ev.message,
          ...(ev.error ? { error: ev.error } : {}),
        }, now),
      };
    }
    case 'notice':
      return { ...turn, notices: [...turn.notices, ev.userMessage ? { message: ev.message, userMessage: ev.userMessage } : { message: ev.message }] };
    case 'citations':
      return { ...turn, citations: ev.citations };
    case 'done':
      return { ...turn, answer: ev.content, citations: ev.citations, status: ev.stopped ? 'stopped' : 'done', finishedAt: now, activity: settleSteps(turn.activity, now) };
    case 'error':
      return {
        ...turn,
        answer: ev.partialContent || turn.answer,
        status: ev.error.code === 'aborted' ? 'stopped' : 'error',
        ...(ev.error.code === 'aborted' ? {} : { error: ev.error }),
        finishedAt: now,
        activity: settleSteps(turn.activity, now),
      };
    default:
      return turn;
  }
}

/** Steps still "running" when the answer ends were cut off. */
function settleSteps(steps: ActivityStep[], now?: number): ActivityStep[] {
  return steps.some((s) => s.status === 'running')
    ? steps.map((s) => (s.status === 'running' ? { ...s, status: 'failed', cutOff: true, ...(now !== undefined ? { endedAt: now } : {}) } : s))
    : steps;
}

/** Results of a search as the worker returned them (the event only carries the count). */
export function withSearchResults(turn: Turn, results: SearchResult[], userNotes?: UserText[]): Turn {
  let sources = turn.sources;
  results.forEach((r, i) => {
    sources = addSource(sources, { url: r.url, title: r.title, host: hostOf(r.url), rank: r.rank ?? i + 1, opened: false });
  });
  // The search's results and notes go to its step, which is still running (its event comes next): the
  // step shows them as rows, and its notes in the reader's language.
  const i = turn.activity.findLastIndex((s) => s.kind === 'search' && s.status === 'running');
  if (i === -1) return { ...turn, sources };
  const activity = turn.activity.slice();
  const hits = results.map((r) => ({ url: r.url, title: r.title }));
  activity[i] = { ...activity[i]!, hits, ...(userNotes?.length ? { userNotes } : {}) };
  return { ...turn, sources, activity };
}

/** A turn loaded from storage that was still streaming when the panel closed. */
export function reviveTurn(turn: Turn): Turn {
  if (turn.status !== 'streaming') return turn;
  const { thinkingSince: _unfinished, ...rest } = turn;
  return { ...rest, status: 'interrupted', activity: settleSteps(turn.activity) };
}

/** The worker's progress for the step that is running now (said in words by step-text.ts). */
export function withProgress(turn: Turn, phase: RequestPhase, detail?: string): Turn {
  const i = turn.activity.findLastIndex((s) => s.status === 'running');
  if (i === -1) return turn;
  const activity = turn.activity.slice();
  activity[i] = { ...activity[i]!, progress: detail ? { phase, detail } : { phase } };
  return { ...turn, activity };
}
