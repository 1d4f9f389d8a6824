import { SidelightError, toSidelightError } from '../../core/errors';
import { researchBusyError } from './research-busy';
import { createModelClient, endpointFromSettings } from '../../core/model/create-client';
import { builtInLanguageModel } from '../../shared/built-in-model';
import { MAX_SUB_QUESTIONS } from '../../core/research/plan-prompt';
import { continueResearch, newResearchJob, planResearch, startResearch, type ResearchDeps } from '../../core/research/research-job';
import { RESEARCH_BUDGETS, isFinished, type ResearchBudgetName, type ResearchJob } from '../../core/research/research-types';
import { cachedUntilFailure } from '../../core/async/cached-until-failure';
import { openSidelightDB } from '../../shared/db/open';
import { IdbResearchStore } from '../../shared/db/research-jobs';
import { sendMessage } from '../../shared/messages';
import { agentSettingsFrom } from '../../shared/agent-settings-from';
import { loadSettings } from '../../shared/settings-store';
import { storedModelModes } from '../../shared/model-mode-store';
import { ensureServerRules } from '../net-rules/server-rules';
import { keepAlive } from './research-keep-alive';
import { notifyReportReady } from './research-notification';
import { workerBrowserEnv } from './research-browser-env';

/**
 * Runs deep research jobs in the worker, outside any panel: a panel may close, reopen and re-attach
 * (`research-status`), and every step is stored, so a worker that was stopped goes on from the last
 * one when it wakes (resumeResearch). One job at a time: a local model serves one research well.
 */
export const researchStore = new IdbResearchStore(cachedUntilFailure(() => openSidelightDB()));

interface LiveJob {
  job: ResearchJob;
  stop: AbortController;
  /** Stop pressed while the report is written: the report ends there and is kept. */
  stopWriting: AbortController;
  abandon: AbortController;
  running?: Promise<void>;
}

const live = new Map<string, LiveJob>();

/** Finished jobs kept (their reports and cited documents) before the oldest go as a new one starts. */
const KEEP_JOBS = 5;

function broadcast(job: ResearchJob): void {
  // No panel open is normal: the job goes on and the panel reads it back when it opens.
  sendMessage('research-progress', { job }).catch(() => undefined);
}

function liveJob(job: ResearchJob): LiveJob {
  const entry: LiveJob = { job, stop: new AbortController(), stopWriting: new AbortController(), abandon: new AbortController() };
  live.set(job.id, entry);
  keepAlive(true);
  return entry;
}

function release(id: string): void {
  live.delete(id);
  if (live.size === 0) keepAlive(false);
}

async function depsFor(entry: LiveJob): Promise<ResearchDeps> {
  const settings = await loadSettings();
  // What `allow-model-origin` does for the panel: the worker may reach the configured server.
  await ensureServerRules(settings.model.baseUrl).catch(() => undefined);
  return {
    // Chrome's built-in model reaches a service worker only where Chrome exposes the Prompt API to workers; elsewhere the client says it is unavailable.
    client: createModelClient({ ...endpointFromSettings(settings.model), languageModel: builtInLanguageModel() }),
    model: settings.model.model,
    server: settings.model.baseUrl,
    env: workerBrowserEnv(),
    settings: agentSettingsFrom(settings),
    store: researchStore,
    modes: storedModelModes,
    stop: entry.stop.signal,
    stopWriting: entry.stopWriting.signal,
    signal: entry.abandon.signal,
    onProgress: broadcast,
  };
}

/** Runs `step` for a live job; a failure nobody caught ends the job with its error rather than leaving it hanging. */
function run(entry: LiveJob, step: (d: ResearchDeps) => Promise<void>): Promise<void> {
  entry.running = (async () => {
    try {
      await step(await depsFor(entry));
    } catch (err) {
      if (entry.abandon.signal.aborted) return;
      entry.job.status = 'failed';
      entry.job.error = toSidelightError(err).toJSON();
      await researchStore.saveJob(entry.job).catch(() => undefined);
      broadcast(entry.job);
    } finally {
      if (entry.job.status !== 'researching' && entry.job.status !== 'writing' && entry.job.status !== 'planning') release(entry.job.id);
      if (entry.job.status === 'done') notifyReportReady(entry.job);
    }
  })();
  return entry.running;
}

export async function planJob(question: string, budget: ResearchBudgetName): Promise<ResearchJob> {
  if (typeof question !== 'string' || !question.trim()) throw new SidelightError('invalid-arguments', 'No question to research.');
  if (!Object.hasOwn(RESEARCH_BUDGETS, budget)) throw new SidelightError('invalid-arguments', `No research budget “${String(budget)}”.`);
  if ([...live.values()].some((e) => e.job.status !== 'plan-ready')) throw researchBusyError();
  reportAsked = undefined;
  // A plan left unstarted is replaced by the new question.
  for (const e of live.values()) cancelJob(e.job.id);
  const job = newResearchJob(crypto.randomUUID(), question.slice(0, 4000), budget);
  await researchStore.prune(KEEP_JOBS).catch(() => undefined);
  await researchStore.saveJob(job);
  void run(liveJob(job), (d) => planResearch(job, d));
  return job;
}

async function jobFor(id: string): Promise<LiveJob | undefined> {
  const entry = live.get(id);
  if (entry) return entry;
  const stored = await researchStore.job(String(id));
  return stored && !isFinished(stored) ? liveJob(stored) : undefined;
}

export async function startJob(id: string, plan: unknown): Promise<void> {
  const entry = await jobFor(id);
  if (!entry || entry.job.status !== 'plan-ready') throw new SidelightError('invalid-arguments', 'This research plan is no longer waiting to start.');
  const subs = Array.isArray(plan) ? plan.filter((p): p is string => typeof p === 'string').map((p) => p.slice(0, 500)).slice(0, MAX_SUB_QUESTIONS) : [];
  startResearch(entry.job, subs);
  await researchStore.saveJob(entry.job);
  broadcast(entry.job);
  void run(entry, (d) => continueResearch(entry.job, d));
}

/** Stop: no new research, the report from what was found (or, while it is written, what is written so far). During planning or before Start, the same as Cancel. */
export async function stopJob(id: string, cancel: boolean): Promise<void> {
  const entry = await jobFor(id);
  if (!entry) return;
  if (cancel || entry.job.status === 'planning' || entry.job.status === 'plan-ready') return cancelJob(id);
  // Stop while researching: the report is written from what was found; while writing: it ends there.
  (entry.job.status === 'writing' ? entry.stopWriting : entry.stop).abort();
  // A job found in storage by a worker that has not resumed it yet: it goes on, now stopped.
  if (!entry.running) void run(entry, (d) => continueResearch(entry.job, d));
}

function cancelJob(id: string): void {
  const entry = live.get(id);
  if (!entry) return;
  entry.abandon.abort();
  entry.job.status = 'cancelled';
  entry.job.finishedAt = Date.now();
  void researchStore.saveJob(entry.job).catch(() => undefined);
  broadcast(entry.job);
  release(id);
}

/** The job whose report the user asked for from its notification: what the panel shows until a new plan. */
let reportAsked: { id: string; ready: Promise<ResearchJob | undefined> } | undefined;

/**
 * Shows a finished job's report in the panel: no longer closed, and named to the panel that opens
 * (research-status) and to one already open (research-progress).
 */
export function showReport(id: string): Promise<ResearchJob | undefined> {
  const ready = (async () => {
    const job = await researchStore.job(String(id));
    if (!job || !isFinished(job) || job.status === 'cancelled') return undefined;
    delete job.dismissedAt;
    await researchStore.saveJob(job);
    broadcast(job);
    return job;
  })().catch(() => undefined);
  reportAsked = { id, ready };
  return ready;
}

export async function jobStatus(): Promise<ResearchJob | null> {
  await resumeResearch();
  const asked = reportAsked && (await reportAsked.ready) && (await researchStore.job(reportAsked.id));
  const latest = asked && !asked.dismissedAt ? asked : await researchStore.latest();
  if (!latest || latest.dismissedAt || latest.status === 'cancelled') return null;
  return live.get(latest.id)?.job ?? latest;
}

export async function dismissJob(id: string): Promise<void> {
  const job = live.get(id)?.job ?? (await researchStore.job(String(id)));
  if (!job || !isFinished(job)) return;
  job.dismissedAt = Date.now();
  await researchStore.saveJob(job);
}

let resuming: Promise<void> | undefined;

/** Goes on with the jobs a stopped worker left, from their last stored step. Safe to call often. */
export function resumeResearch(): Promise<void> {
  resuming ??= (async () => {
    try {
      for (const job of await researchStore.unfinished()) {
        if (live.has(job.id)) continue;
        const entry = liveJob(job);
        void run(entry, (d) => (job.status === 'planning' ? planResearch(job, d) : continueResearch(job, d)));
      }
    } catch (err) {
      console.error('Sidelight could not resume its research', err);
    } finally {
      resuming = undefined;
    }
  })();
  return resuming;
}
