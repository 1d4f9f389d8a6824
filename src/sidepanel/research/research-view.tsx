import { useEffect, useState } from 'preact/hooks';
import type { Citation } from '../../core/agent/citation-types';
import { resolveCitations } from '../../core/agent/citations';
import { SourceTable } from '../../core/research/source-table';
import { IdbResearchStore } from '../../shared/db/research-jobs';
import { db } from '../state/conversation-store';
import { planFromText } from '../../core/research/plan-prompt';
import type { ResearchJob } from '../../core/research/research-types';
import { errorText } from '../../shared/error-text';
import { t } from '../../shared/i18n';
import { fromSerializedError } from '../../core/errors';
import { AnswerBody } from '../components/answer-body';
import { useNow } from '../components/use-now';
import { numberSources, sourceNumberMap } from '../citations/source-numbers';
import { formatTicking } from '../conversation/elapsed';
import { download } from '../conversation/download-markdown';
import { reportToMarkdown } from './report-export';
import { reportsInHistory } from './report-history';
import { closeReport, researchError, researchJob, startDeepResearch, stopDeepResearch } from './research-state';

function Plan({ job }: { job: ResearchJob }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(() => job.plan.join('\n'));
  const plan = editing ? planFromText(text) : job.plan;
  return (
    <>
      <h3>{t('researchPlanHeading')}</h3>
      {editing ? (
        <label class="research-plan-edit">
          {t('researchPlanEditLabel')}
          <textarea rows={Math.max(4, plan.length + 1)} value={text} onInput={(e) => setText(e.currentTarget.value)} />
        </label>
      ) : (
        <ol class="research-plan">
          {job.plan.map((q) => (
            <li key={q}>{q}</li>
          ))}
        </ol>
      )}
      <div class="row">
        <button type="button" disabled={plan.length === 0} onClick={() => void startDeepResearch(plan)}>
          {t('researchStart')}
        </button>
        {!editing && (
          <button type="button" class="secondary" onClick={() => setEditing(true)}>
            {t('researchEdit')}
          </button>
        )}
        <button type="button" class="secondary" onClick={() => void stopDeepResearch(true)}>
          {t('researchCancel')}
        </button>
      </div>
    </>
  );
}

const SUB_STATUS = { pending: 'researchSubPending', running: 'researchSubRunning', done: 'researchSubDone', stopped: 'researchSubStopped', failed: 'researchSubFailed' } as const;

function Progress({ job }: { job: ResearchJob }) {
  const now = useNow(true);
  const finished = job.subs.filter((s) => s.status !== 'pending' && s.status !== 'running').length;
  const current = Math.min(job.subs.length, finished + 1);
  return (
    <>
      <div class="research-progress" role="status">
        <p>{job.status === 'writing' ? t('researchWriting') : t('researchSubOf', current, job.subs.length)}</p>
        <p>{t('researchPagesRead', job.pagesRead, job.budget.pages)}</p>
        <p>{t('researchElapsed', formatTicking(now - (job.startedAt ?? now)), job.budget.minutes)}</p>
      </div>
      <ol class="research-subs">
        {job.subs.map((s) => (
          <li key={s.question}>
            {s.question} — <span class="muted">{t(SUB_STATUS[s.status])}</span>
          </li>
        ))}
      </ol>
      {job.status === 'writing' && job.draft && (
        // The model's words as plain text (never as markup) until the report is done and checked.
        <div class="research-draft" role="region" aria-label={t('researchDraft')}>
          {job.draft}
        </div>
      )}
      {/* Stop stays while the report is written: it ends the report there, keeping what was written. */}
      <button type="button" class="stop" onClick={() => void stopDeepResearch(false)}>
        {job.status === 'writing' ? t('researchStopWriting') : t('researchStop')}
      </button>
    </>
  );
}

const store = new IdbResearchStore(db);

/** The report's `【n†La-Lb】` resolved and checked against the job's sources, which the worker stored in IndexedDB. */
function useReportCitations(job: ResearchJob): Citation[] {
  const [citations, setCitations] = useState<Citation[]>([]);
  useEffect(() => {
    let live = true;
    void store.loadSources(job.id).then((sources) => live && setCitations(resolveCitations(job.report ?? '', new SourceTable(sources).session())));
    return () => {
      live = false;
    };
  }, [job.id, job.report]);
  return citations;
}

function Report({ job }: { job: ResearchJob }) {
  const citations = useReportCitations(job);
  const numbers = sourceNumberMap(numberSources([], citations));
  const slug = job.question.slice(0, 40).replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').toLowerCase() || 'report';
  return (
    <>
      {job.stopReason && <p class="muted">{t(job.writingStopped ? 'researchWritingStopped' : 'researchStoppedEarly')}</p>}
      {job.error && (
        <p class="inline-error" role="alert">
          {t('researchReportFailed')} {errorText(fromSerializedError(job.error))}
        </p>
      )}
      <div class="answer research-report">
        <AnswerBody turnId={job.id} answer={job.report ?? ''} citations={citations} numbers={numbers} />
      </div>
      {reportsInHistory.value.has(job.id) && <p class="muted">{t('researchSavedToHistory')}</p>}
      <div class="row">
        <button type="button" class="secondary" onClick={() => download(`sidelight-research-${slug}.md`, reportToMarkdown(job, citations, new Date()))}>
          {t('researchExport')}
        </button>
        <button type="button" class="secondary" onClick={() => void closeReport()}>
          {t('researchClose')}
        </button>
      </div>
    </>
  );
}

/** The deep research job the worker runs: its plan to edit and start, its progress, then its report. */
export function ResearchView() {
  const job = researchJob.value;
  if (!job) return null;
  return (
    <section class="research" aria-label={t('researchRegion')}>
      <h2 class="research-question">{job.question}</h2>
      {researchError.value && (
        <p class="inline-error" role="alert">
          {researchError.value}
        </p>
      )}
      {job.status === 'planning' && (
        <div class="row">
          <p role="status">{t('researchPlanning')}</p>
          <button type="button" class="secondary" onClick={() => void stopDeepResearch(true)}>
            {t('researchCancel')}
          </button>
        </div>
      )}
      {job.status === 'plan-ready' && <Plan key={job.id} job={job} />}
      {(job.status === 'researching' || job.status === 'writing') && <Progress job={job} />}
      {job.status === 'done' && <Report job={job} />}
      {job.status === 'failed' && (
        <>
          <p class="inline-error" role="alert">
            {t('researchFailed')} {job.error ? errorText(fromSerializedError(job.error)) : ''}
          </p>
          <button type="button" class="secondary" onClick={() => void closeReport()}>
            {t('researchClose')}
          </button>
        </>
      )}
    </section>
  );
}
