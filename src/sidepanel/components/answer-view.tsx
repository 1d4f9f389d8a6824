import { useMemo, useState } from 'preact/hooks';
import { chosenIndex, shownVersion, versionCount } from '../conversation/versions';
import { VersionSwitcher } from './version-switcher';
import { formatTicking } from '../conversation/elapsed';
import { useNow } from './use-now';
import { answerWithLinks } from '../conversation/answer-markdown';
import { numberSources, sourceNumberMap } from '../citations/source-numbers';
import { answerUnresolved } from '../citations/answer-unresolved';
import { searchFailure } from '../conversation/search-failure';
import type { Turn } from '../conversation/types';
import { ActivityTimeline } from './activity-timeline';
import { FailureLine } from './failure-line';
import { AnswerBody } from './answer-body';
import { SourcesList } from './sources-list';
import { useSavedCopies } from './use-saved-copies';
import { conversation } from '../state/chat-state';
import { ThinkingBlock } from './thinking-block';
import { TurnStatus } from './turn-status';
import { t } from '../../shared/i18n';
import { noticeText } from '../conversation/notice-text';

interface Props {
  turn: Turn;
  isLast: boolean;
  busy: boolean;
  onRegenerate: () => void;
  /** Research this: the agent loop answers a Quick answer's question again, from what it read. */
  onResearch?: () => void;
  /** Show another version of this answer. */
  onChooseVersion?: (version: number) => void;
}

/** Before any text: how long the model has been at it, unless the thinking line or a running step already says so. */
function WaitingLine({ turn }: { turn: Turn }) {
  const now = useNow(true);
  if (turn.thinkingSince !== undefined || turn.activity.some((s) => s.status === 'running')) return null;
  return <p class="waiting">{t('panelWaitingForModel', formatTicking(now - turn.startedAt))}</p>;
}

function CopyAnswer({ turn }: { turn: Turn }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      class="secondary small"
      onClick={() =>
        void navigator.clipboard.writeText(answerWithLinks(turn.answer, turn.citations)).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 1500);
        })
      }
    >
      {copied ? t('panelCopied') : t('panelCopyAnswer')}
    </button>
  );
}

export function AnswerView({ turn: whole, isLast, busy, onRegenerate, onResearch, onChooseVersion }: Props) {
  const turn = shownVersion(whole);
  const live = turn.status === 'streaming';
  const previous = whole.previous ?? [];
  // Retry and Regenerate: the last answer stays readable until the new one has words of its own.
  const kept = live && !turn.answer && previous.length ? previous[previous.length - 1]! : null;
  const numbered = useMemo(() => numberSources(turn.sources, turn.citations), [turn.sources, turn.citations]);
  const numbers = useMemo(() => sourceNumberMap(numbered), [numbered]);
  const failedSearch = useMemo(() => searchFailure(turn), [turn.activity]);
  const unresolved = useMemo(() => answerUnresolved(turn), [turn.answer, turn.citations, turn.activity, turn.status]);
  // peek: a conversation keeps its id, and subscribing would render every answer again on each streamed token.
  const copies = useSavedCopies(conversation.peek()?.id, turn);
  // The reducer keeps the previous versions as they are while the new one streams, so this Map stays
  // the same object: a new one each render (every thinking token) would make the kept answer's
  // AnswerBody parse its last block again.
  const keptNumbers = useMemo(() => (kept ? sourceNumberMap(numberSources(kept.sources, kept.citations)) : null), [kept?.sources, kept?.citations]);
  const keptUnresolved = useMemo(() => (kept ? answerUnresolved(kept) : []), [kept]);
  const searchRetry = failedSearch !== null && isLast && !busy && turn.status === 'done';
  return (
    <div class="answer">
      <ThinkingBlock turn={turn} live={live} />
      <ActivityTimeline
        steps={turn.activity}
        live={live}
        totalMs={turn.finishedAt !== undefined ? turn.finishedAt - turn.startedAt : undefined}
        explained={live ? undefined : failedSearch?.step}
        made={turn.mode}
      />
      {turn.notices.map((n, i) => (
        <p key={i} class="notice">
          {noticeText(n)}
        </p>
      ))}
      {turn.answer ? <AnswerBody turnId={turn.id} answer={turn.answer} citations={turn.citations} numbers={numbers} unresolved={unresolved} /> : live && <WaitingLine turn={turn} />}
      {kept && kept.answer && keptNumbers && (
        <div class="kept-answer">
          <p class="notice">{t('panelPreviousAnswer')}</p>
          <AnswerBody turnId={`${kept.id}-kept`} answer={kept.answer} citations={kept.citations} numbers={keptNumbers} unresolved={keptUnresolved} />
        </div>
      )}
      {turn.mode === 'quick' && (
        <p class="quick-badge" role="note">
          {t('quickAnswerNote')}
        </p>
      )}
      {turn.mode === 'selection' && (
        <p class="quick-badge" role="note">
          {t('selectionAnswerNote')}
        </p>
      )}
      {/* A quick action's translation or rewrite cites nothing by design: it is from the selection, not from memory. */}
      {!live && turn.answer && turn.citations.length === 0 && turn.mode !== 'selection' && (
        <p class="memory-badge" role="note" aria-label={t('answerFromMemoryName')}>
          {t('answerFromMemory')}
        </p>
      )}
      {/* A failed search's own Retry stands for Regenerate (a failed or cut-off answer has TurnStatus's): one button for one action. */}
      {!live && <FailureLine turn={turn} search={failedSearch} onRetry={searchRetry ? onRegenerate : undefined} />}
      <TurnStatus turn={turn} onRetry={onRegenerate} canRetry={isLast && !busy} />
      <SourcesList sources={numbered} copies={copies} unresolved={unresolved.length} />
      {!live && (
        <div class="answer-actions">
          <VersionSwitcher index={chosenIndex(whole)} count={versionCount(whole)} disabled={busy} onChoose={(v) => onChooseVersion?.(v)} />
          {turn.answer && <CopyAnswer turn={turn} />}
          {turn.mode === 'quick' && isLast && !busy && onResearch && (
            <button type="button" class="small" onClick={onResearch}>
              {t('quickResearchThis')}
            </button>
          )}
          {/* A failed or cut-off answer has its own Retry: one button for one action. */}
          {isLast && !busy && turn.status === 'done' && !searchRetry && (
            <button type="button" class="secondary small" onClick={onRegenerate}>
              {t('panelRegenerate')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
