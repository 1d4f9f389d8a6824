import type { ActivityStep } from '../conversation/types';
import { hostOf } from '../conversation/host';

function stepTitle(s: ActivityStep): string {
  const running = s.status === 'running';
  switch (s.kind) {
    case 'search':
      return `${running ? 'Searching' : 'Searched'} “${s.subject}”`;
    case 'open':
      return `${running ? 'Opening' : 'Opened'} ${hostOf(s.subject)}${s.invented ? ' (address not from any page read)' : ''}`;
    case 'find':
      return `Finding “${s.subject}”`;
    case 'attach':
      return `Attached ${s.subject}`;
    default:
      return s.subject;
  }
}

function Step({ s }: { s: ActivityStep }) {
  const summary = (
    <>
      <span class={`step-icon step-icon--${s.status}`} aria-hidden="true">
        {s.status === 'running' ? '◌' : s.status === 'failed' ? '✕' : '✓'}
      </span>
      <span class="step-title">{stepTitle(s)}</span>
      {s.outcome && <span class="step-outcome"> → {s.outcome}</span>}
      {s.status === 'running' && <span class="step-outcome"> {s.progress ? `(${s.progress}…)` : '…'}</span>}
    </>
  );
  if (!s.view && !s.notes?.length) return <li class="step step--plain">{summary}</li>;
  return (
    <li class="step">
      <details>
        <summary>{summary}</summary>
        {s.notes?.map((n, i) => (
          <p key={i} class="step-note">
            {n}
          </p>
        ))}
        {s.view && (
          <pre class="step-view" tabIndex={0} aria-label={`What the model read: ${stepTitle(s)}`}>
            {s.view}
          </pre>
        )}
      </details>
    </li>
  );
}

/** What the model did for this answer; each step opens to the exact view the model read. */
export function ActivityTimeline({ steps, live }: { steps: ActivityStep[]; live: boolean }) {
  if (steps.length === 0) return null;
  return (
    <details class="activity" open={live || undefined}>
      <summary>
        Research · {steps.length} step{steps.length === 1 ? '' : 's'}
      </summary>
      <ol class="steps">
        {steps.map((s) => (
          <Step key={s.step} s={s} />
        ))}
      </ol>
    </details>
  );
}
