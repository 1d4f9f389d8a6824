import { unresolvedCitations, type ReadPages, type UnresolvedCitation } from '../../core/agent/unresolved-citations';
import type { ActivityStep, Turn } from '../conversation/types';

/**
 * The documents an answer read, by cursor, from its steps: every search, page, find and attached file
 * that produced one (each answer has its own cursors, so an earlier version's pages are not here), with
 * the page's length in lines where the step knows it.
 */
export function readPages(activity: readonly ActivityStep[]): ReadPages {
  const read = new Map<number, number | undefined>();
  for (const s of activity) if (s.cursor !== undefined) read.set(s.cursor, s.kind === 'open' || s.kind === 'attach' ? s.lines : undefined);
  return read;
}

/** True when nothing still to come can resolve `u`: its page was never read, or is known to be shorter. */
function certain(u: UnresolvedCitation): boolean {
  if (u.reason === 'source-not-read') return true;
  return u.pageLines !== undefined && (u.startLine < 1 || u.startLine > u.pageLines || u.endLine < u.startLine);
}

/**
 * The answer's citation markers that resolve to nothing. While it streams, a valid marker completes a
 * moment before its citation arrives: only markers no citation can still resolve count then.
 */
export function answerUnresolved(v: Pick<Turn, 'answer' | 'citations' | 'activity' | 'status'>): UnresolvedCitation[] {
  const all = unresolvedCitations(v.answer, v.citations, readPages(v.activity));
  return v.status === 'streaming' ? all.filter(certain) : all;
}
