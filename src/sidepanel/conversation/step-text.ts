import type { RequestPhase } from '../../shared/messages';
import { formatNumber, t, tCount, type MessageKey } from '../../shared/i18n';
import { errorMessage } from '../../shared/error-text';
import { searchNotesText } from '../../shared/search-notes-text';
import { hostOf } from './host';
import { linesCount } from './lines-count';
import type { ActivityStep } from './types';

/**
 * A research step in words, in the reader's language, for the timeline and the exported trail. Steps
 * keep what happened as data (counts, titles, found or not), so a conversation saved in one language
 * reads in another; steps saved before that carry an English `outcome`, shown as it is.
 */

/** "Battery news · 12 lines": an attached page or file and its length. */
function attachedSubject(s: ActivityStep): string {
  return s.lines === undefined ? s.subject : `${s.subject} · ${linesCount(s.lines)}`;
}

/** The timeline's line for a step: "Searched “solar”", "Opening example.org", "Attached notes.md · 3 lines". */
export function stepTitle(s: ActivityStep): string {
  const running = s.status === 'running';
  switch (s.kind) {
    case 'search':
      return t(running ? 'timelineSearching' : 'timelineSearched', s.subject);
    case 'open': {
      const title = t(running ? 'timelineOpening' : 'timelineOpened', hostOf(s.subject));
      return s.invented ? `${title} (${t('timelineInvented')})` : title;
    }
    case 'find':
      return t(running ? 'timelineFinding' : 'timelineFindingDone', s.subject);
    case 'attach':
      return t('timelineAttached', attachedSubject(s));
    default:
      return s.subject;
  }
}

/** The exported trail's line for a step: past tense, with the page's full address. */
export function stepTrailLine(s: ActivityStep): string {
  const outcome = stepOutcome(s);
  const arrow = outcome ? ` → ${outcome}` : '';
  switch (s.kind) {
    case 'search':
      return t('timelineSearched', s.subject) + arrow;
    case 'open':
      return t('timelineOpened', `<${s.url ?? s.subject}>`) + arrow;
    case 'find':
      return t('timelineLookedFor', s.subject) + arrow;
    case 'attach':
      return t('timelineAttached', `${attachedSubject(s)} <${s.url ?? ''}>`);
    default:
      return s.subject + arrow;
  }
}

/** What came back, in a few words: "5 results", "Solar · 40 lines", "not found", or the error. */
export function stepOutcome(s: ActivityStep): string | undefined {
  if (s.error) return errorMessage(s.error);
  if (s.outcome) return s.outcome;
  if (s.cutOff) return t('timelineCutOff');
  if (s.results !== undefined) return tCount(s.results, 'timelineResultsOne', 'timelineResultsOther');
  if (s.kind === 'open' && s.lines !== undefined) return `${s.pageTitle || hostOf(s.url ?? s.subject)} · ${linesCount(s.lines)}`;
  if (s.found !== undefined) return t(s.found ? 'timelineFound' : 'timelineNotFound');
  return undefined;
}

/** The outcome for the timeline's one line: an error's first sentence (the rest is in the step's details). */
export function stepOutcomeShort(s: ActivityStep): string | undefined {
  const outcome = stepOutcome(s);
  if (!s.error || !outcome) return outcome;
  const m = /^.*?[.!?](?=\s|$)/.exec(outcome);
  return m ? m[0] : outcome;
}

/** A search's notes (a provider failed over, domains filtered) in the reader's language where they have keys. */
export function stepNotes(s: ActivityStep): string[] {
  return searchNotesText(s.notes ?? [], s.userNotes);
}

const PHASES: Record<RequestPhase, MessageKey> = {
  searching: 'progressSearching',
  failover: 'progressFailover',
  reranking: 'progressReranking',
  cached: 'progressCached',
  fetching: 'progressFetching',
  'rendering-in-tab': 'progressRenderingInTab',
  extracting: 'progressExtracting',
};

/** What the worker is doing for a running step: "rendering in a background tab", "trying another search provider: Brave". */
export function stepProgress(s: ActivityStep): string | undefined {
  if (!s.progress) return undefined;
  const { phase, detail } = s.progress;
  // Ranking sends how many results it ranks.
  if (phase === 'reranking' && detail && /^\d+$/.test(detail)) return t('progressRerankingCount', formatNumber(Number(detail)));
  const key = PHASES[s.progress.phase as RequestPhase] as MessageKey | undefined;
  const label = key ? t(key) : s.progress.phase;
  return s.progress.detail ? t('progressWithDetail', label, s.progress.detail) : label;
}
