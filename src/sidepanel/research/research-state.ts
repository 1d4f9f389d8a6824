import { signal } from '@preact/signals';
import { toSidelightError } from '../../core/errors';
import { isFinished, type ResearchBudgetName, type ResearchJob } from '../../core/research/research-types';
import { errorText } from '../../shared/error-text';
import { handleMessages, sendMessage } from '../../shared/messages';

export const researchBudget = signal<ResearchBudgetName>('quick');
/** The job the worker runs (or ran), as it last reported it; null when there is none to show. */
export const researchJob = signal<ResearchJob | null>(null);
export const researchError = signal('');

function showJob(job: ResearchJob | null): void {
  researchJob.value = job && job.status !== 'cancelled' ? job : null;
  // A finished report goes to History as soon as a panel sees it (the worker cannot shape a conversation).
  // import(): the citation resolver and check stay out of the panel's first paint (lazy/panel-chunks.ts).
  if (job?.status === 'done') void import('./report-history').then((m) => m.keepReportInHistory(job)).catch((err: unknown) => (researchError.value = errorText(toSidelightError(err))));
}

let lastHeard = 0;
let attached = false;

/**
 * Re-attaches to the worker's job: asks for it now (which also wakes a stopped worker, and the worker
 * then goes on from the last stored step), follows its progress messages, and asks again while a
 * running job has gone quiet, so a worker that was stopped is woken by the open panel.
 */
export function attachToResearch(): () => void {
  if (attached) return () => undefined;
  attached = true;
  const stopListening = handleMessages({
    'research-progress': ({ job }) => {
      lastHeard = Date.now();
      const shown = researchJob.value;
      // Another job's progress (a stale worker) does not replace the one on screen.
      if (!shown || shown.id === job.id || isFinished(shown)) showJob(job);
    },
  });
  const refresh = () =>
    sendMessage('research-status', {})
      .then((job) => {
        lastHeard = Date.now();
        showJob(job);
      })
      .catch(() => undefined);
  void refresh();
  const timer = setInterval(() => {
    const job = researchJob.value;
    if (job && !isFinished(job) && job.status !== 'plan-ready' && Date.now() - lastHeard > 4000) void refresh();
  }, 2000);
  return () => {
    attached = false;
    clearInterval(timer);
    stopListening();
  };
}

async function act(work: () => Promise<unknown>): Promise<void> {
  researchError.value = '';
  try {
    await work();
  } catch (err) {
    researchError.value = errorText(toSidelightError(err));
  }
}

export function planDeepResearch(question: string): Promise<void> {
  return act(async () => {
    const job = await sendMessage('research-plan', { question, budget: researchBudget.value });
    lastHeard = Date.now();
    showJob(job);
  });
}

export function startDeepResearch(plan: string[]): Promise<void> {
  const job = researchJob.value;
  return job ? act(() => sendMessage('research-start', { jobId: job.id, plan })) : Promise.resolve();
}

export function stopDeepResearch(cancel = false): Promise<void> {
  const job = researchJob.value;
  if (!job) return Promise.resolve();
  if (cancel) researchJob.value = null;
  return act(() => sendMessage('research-stop', { jobId: job.id, cancel }));
}

export function closeReport(): Promise<void> {
  const job = researchJob.value;
  researchJob.value = null;
  return job ? act(() => sendMessage('research-dismiss', { jobId: job.id })) : Promise.resolve();
}
