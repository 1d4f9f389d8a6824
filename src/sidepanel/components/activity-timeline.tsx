import type { ActivityStep } from '../conversation/types';
import { formatElapsed, formatTicking } from '../conversation/elapsed';
import { stepNotes, stepOutcomeShort, stepProgress, stepTitle } from '../conversation/step-text';
import { t, tCount } from '../../shared/i18n';
import { errorHint, errorMessage } from '../../shared/error-text';
import { HintText } from '../../shared/ui/hint-text';
import { useNow } from './use-now';
import { StepRows, hasStepRows } from './step-rows';

function stepElapsed(s: ActivityStep, now: number): string | null {
  if (s.startedAt === undefined || s.kind === 'attach') return null;
  if (s.endedAt !== undefined) return formatElapsed(s.endedAt - s.startedAt);
  return s.status === 'running' ? formatTicking(now - s.startedAt) : null;
}

/**
 * `explained`: the step's failure is said under the answer (search-failure-card.tsx), so here it gets
 * its gist only: the same long error is not said twice.
 */
function Step({ s, now, explained }: { s: ActivityStep; now: number; explained: boolean }) {
  const elapsed = stepElapsed(s, now);
  const outcome = stepOutcomeShort(s);
  const progress = stepProgress(s);
  const summary = (
    <>
      <span class={`step-icon step-icon--${s.status}`} aria-hidden="true">
        {s.status === 'running' ? '◌' : s.status === 'failed' ? '✕' : '✓'}
      </span>
      <span class="step-title">{stepTitle(s)}</span>
      {s.status === 'failed' && <span class="visually-hidden"> ({t('timelineStepFailed')})</span>}
      {outcome && <span class="step-outcome"> → {outcome}</span>}
      {s.status === 'running' && <span class="step-outcome"> {progress ? `(${progress}…)` : '…'}</span>}
      {elapsed && <span class="step-time"> · {elapsed}</span>}
    </>
  );
  const error = explained ? undefined : s.error;
  const hint = error && errorHint(error);
  const full = error && errorMessage(error);
  // The summary has the error's first sentence; the rest (and the hint) is what opening the step adds.
  const more = full && full !== outcome ? full : undefined;
  if (!s.view && !s.notes?.length && !hint && !more && !hasStepRows(s)) return <li class="step step--plain">{summary}</li>;
  return (
    <li class="step">
      <details>
        <summary>{summary}</summary>
        {(more || hint) && (
          <p class="step-note">
            {more} {hint && <HintText text={hint} />}
          </p>
        )}
        {stepNotes(s).map((n, i) => (
          <p key={i} class="step-note">
            {n}
          </p>
        ))}
        <StepRows step={s} />
        {s.view && (
          <details class="step-saw">
            <summary>{t('timelineWhatModelSaw')}</summary>
            <pre class="step-view" tabIndex={0} aria-label={t('timelineWhatModelRead', stepTitle(s))}>
              {s.view}
            </pre>
          </details>
        )}
      </details>
    </li>
  );
}

interface Props {
  steps: ActivityStep[];
  live: boolean;
  /** The whole answer's duration once it has ended, for the summary. */
  totalMs?: number;
  /** The step whose failure the answer explains below it. */
  explained?: number | undefined;
  /**
   * A Quick answer's steps are Sidelight's own search and opens, not the model's research, and a quick
   * action's one step is the selection it was given: the summary says so.
   */
  made?: 'quick' | 'selection' | undefined;
}

/**
 * What the model did for this answer; each step opens to what it found (results, the page), and behind
 * "What the model saw" the exact view the model read.
 */
export function ActivityTimeline({ steps, live, totalMs, explained, made }: Props) {
  const running = live && steps.some((s) => s.status === 'running');
  const now = useNow(running);
  if (steps.length === 0) return null;
  const failed = steps.filter((s) => s.status === 'failed').length;
  const parts = [
    made === 'quick'
      ? tCount(steps.length, 'timelineQuickSummaryOne', 'timelineQuickSummaryOther')
      : made === 'selection'
        ? tCount(steps.length, 'timelineSelectionSummaryOne', 'timelineSelectionSummaryOther')
        : tCount(steps.length, 'timelineSummaryOne', 'timelineSummaryOther'),
  ];
  if (failed) parts.push(t('timelineFailedCount', failed));
  if (!live && totalMs !== undefined) parts.push(formatElapsed(totalMs));
  return (
    <details class={failed ? 'activity activity--failed' : 'activity'} open={live || undefined}>
      <summary>{parts.join(' · ')}</summary>
      <ol class="steps">
        {steps.map((s) => (
          <Step key={s.step} s={s} now={now} explained={s.step === explained} />
        ))}
      </ol>
    </details>
  );
}
