import type { AgentSettings } from '../agent/agent-settings';
import { tokenRatio } from '../agent/token-calibration';
import type { BrowserEnv } from '../browser/env';
import { isAbortError, toSidelightError } from '../errors';
import { MemoryModeStore, modeKey, type ModelModeStore } from '../model/model-modes';
import type { ModelClient } from '../model/types';
import { parsePlan, planMessages } from './plan-prompt';
import { reportPrompt } from './report-prompt';
import { notesAsReport, sourcesSection } from './report-sources';
import { BudgetWatch } from './research-budget';
import { budgetedEnv } from './research-env';
import { RESEARCH_BUDGETS, type ResearchBudgetName, type ResearchJob } from './research-types';
import { researchWindow } from './research-window';
import { SourceTable, type ResearchSource } from './source-table';
import { researchSubQuestion } from './sub-question';
import { textRound } from './text-round';

/** Where a job's steps are kept (IndexedDB in the extension, memory in tests). */
export interface ResearchStore {
  saveJob(job: ResearchJob): Promise<void>;
  /** Documents the job's notes cite, added as each sub-question finishes. */
  saveSources(jobId: string, sources: readonly ResearchSource[]): Promise<void>;
  loadSources(jobId: string): Promise<ResearchSource[]>;
}

export interface ResearchDeps {
  client: ModelClient;
  model: string;
  /** Names the server for the model-mode store (its base URL). */
  server?: string;
  env: BrowserEnv;
  settings: AgentSettings;
  store: ResearchStore;
  modes?: ModelModeStore;
  /** The model's window when already known. */
  contextLength?: number;
  /** Stop: no new research; the report is written from what was found. */
  stop: AbortSignal;
  /** Stop while the report is being written: it ends where it is, and what was written is kept. */
  stopWriting?: AbortSignal;
  /** The job is abandoned (Cancel, the worker going away): nothing more is done or saved. */
  signal: AbortSignal;
  /** Called whenever the job changed (a step saved, a page read). */
  onProgress?: (job: ResearchJob) => void;
  now?: () => number;
  /** Sub-questions researched at once (their model turns queue at the server; their page loads overlap). */
  parallel?: number;
  openLimit?: number;
}

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

export function newResearchJob(id: string, question: string, budgetName: ResearchBudgetName, now = Date.now()): ResearchJob {
  return { id, question: question.trim(), budgetName, budget: RESEARCH_BUDGETS[budgetName], createdAt: now, status: 'planning', plan: [], subs: [], sources: [], pagesRead: 0 };
}

async function save(job: ResearchJob, d: ResearchDeps): Promise<void> {
  if (d.signal.aborted) return;
  await d.store.saveJob(job);
  d.onProgress?.(job);
}

/** Step 1: the plan. Leaves the job `plan-ready` for the user to read, edit, start or cancel. */
export async function planResearch(job: ResearchJob, d: ResearchDeps): Promise<void> {
  const window = await researchWindow(d.client, d.model, d.settings, d.signal, d.contextLength);
  try {
    const out = await textRound(d.client, { model: d.model, messages: planMessages(job.question, isoDay(d.now?.() ?? Date.now())), window, settings: d.settings, signal: d.signal });
    job.plan = parsePlan(out.content, job.question);
    job.status = 'plan-ready';
  } catch (err) {
    if (d.signal.aborted || isAbortError(err)) throw err;
    job.status = 'failed';
    job.error = toSidelightError(err).toJSON();
  }
  await save(job, d);
}

/** Start: the (possibly edited) plan becomes the sub-questions and the clock starts. */
export function startResearch(job: ResearchJob, plan: readonly string[], now = Date.now()): void {
  job.plan = plan.map((p) => p.trim()).filter(Boolean);
  if (!job.plan.length) job.plan = [job.question];
  job.subs = job.plan.map((question) => ({ question, status: 'pending', notes: '', pagesRead: 0 }));
  job.startedAt = now;
  job.status = 'researching';
}

/**
 * Steps 2 and 3, from wherever the job was left: the sub-questions not yet done (a worker restart
 * loses the ones that were running, which start again), then the report. Each finished sub-question
 * is saved with its notes and the documents they cite before the next step, so a restart repeats at
 * most the sub-questions that were running.
 */
export async function continueResearch(job: ResearchJob, d: ResearchDeps): Promise<void> {
  const table = new SourceTable(await d.store.loadSources(job.id));
  const modes = d.modes ?? new MemoryModeStore();
  const window = await researchWindow(d.client, d.model, d.settings, d.signal, d.contextLength);
  if (job.status === 'researching') await researchSubs(job, d, table, modes, window);
  if (job.status === 'writing') await writeReport(job, d, table, modes, window);
}

async function researchSubs(job: ResearchJob, d: ResearchDeps, table: SourceTable, modes: ModelModeStore, window: number): Promise<void> {
  for (const sub of job.subs) if (sub.status === 'running') sub.status = 'pending';
  const budget = new BudgetWatch(job, d.now?.() ?? Date.now());
  const stop = AbortSignal.any([d.stop, budget.signal]);
  try {
    const pending = job.subs.filter((s) => s.status === 'pending');
    let next = 0;
    const worker = async () => {
      for (let sub = pending[next++]; sub; sub = pending[next++]) {
        if (stop.aborted || d.signal.aborted) return;
        sub.status = 'running';
        await save(job, d);
        const env: BrowserEnv = budgetedEnv(d.env, {
          pagesLeft: () => job.budget.pages - job.pagesRead,
          onPage: () => {
            job.pagesRead++;
            sub.pagesRead++;
            budget.pageRead();
            d.onProgress?.(job);
          },
          ...(d.openLimit ? { openLimit: d.openLimit } : {}),
        });
        const result = await researchSubQuestion({
          client: d.client,
          model: d.model,
          ...(d.server ? { server: d.server } : {}),
          env,
          settings: d.settings,
          window,
          modes,
          question: job.question,
          sub: sub.question,
          stop,
          signal: d.signal,
          now: new Date(d.now?.() ?? Date.now()),
        });
        if (d.signal.aborted) return;
        const { text, added } = table.renumber(result.notes, result.session);
        if (added.length) await d.store.saveSources(job.id, added);
        job.sources = table.sources.map((s) => s.ref);
        sub.notes = text.trim();
        sub.status = result.stopped ? 'stopped' : result.error ? 'failed' : 'done';
        if (result.error) sub.error = result.error;
        await save(job, d);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(d.parallel ?? 4, pending.length)) }, worker));
  } finally {
    budget.dispose();
  }
  if (d.signal.aborted) return;
  // Sub-questions Stop kept from starting are reported as not researched.
  for (const sub of job.subs) if (sub.status === 'pending') sub.status = 'stopped';
  if (d.stop.aborted) job.stopReason = 'user';
  else if (budget.reason) job.stopReason = budget.reason;
  job.status = 'writing';
  await save(job, d);
}

async function writeReport(job: ResearchJob, d: ResearchDeps, table: SourceTable, modes: ModelModeStore, window: number): Promise<void> {
  const mode = await modes.get(modeKey(d.server ?? d.client.style, d.model));
  const prompt = reportPrompt(job.question, job.subs, job.sources, window, mode ? tokenRatio(mode) : 1);
  const stopWriting = d.stopWriting ?? new AbortController().signal;
  // What the model has written so far: a Stop while it writes keeps it rather than the notes alone.
  let written = '';
  // The draft is shown as it grows (progress only, not stored: a restarted worker writes it again).
  let shownAt = 0;
  const showDraft = () => {
    const now = Date.now();
    if (now - shownAt < DRAFT_EVERY_MS) return;
    shownAt = now;
    job.draft = withoutThinking(written);
    d.onProgress?.(job);
  };
  let body: string;
  try {
    const out = await textRound(d.client, {
      model: d.model,
      messages: prompt.messages,
      window,
      settings: d.settings,
      signal: AbortSignal.any([d.signal, stopWriting]),
      onToken: (text) => {
        written += text;
        showDraft();
      },
      onWithdrawn: () => {
        written = '';
        showDraft();
      },
    });
    body = withoutThinking(out.content);
    if (!body) throw new Error('The model wrote no report.');
  } catch (err) {
    if (d.signal.aborted) return;
    // A citation cut off mid-marker would show as text: the partial report ends before it.
    body = withoutThinking(written).replace(/【[^】]*$/, '').trim();
    if (stopWriting.aborted && body) {
      job.writingStopped = true;
      job.stopReason ??= 'user';
    } else {
      // The notes are the findings: shown as they are rather than lost with the failed (or stopped, empty) report.
      if (!stopWriting.aborted) job.error = toSidelightError(err).toJSON();
      else job.stopReason ??= 'user';
      body = notesAsReport(job.subs);
    }
  }
  delete job.draft;
  job.report = `${body}\n\n${sourcesSection(body, table.sources.map((s) => s.ref))}`;
  job.model = d.model;
  job.status = 'done';
  job.finishedAt = d.now?.() ?? Date.now();
  await save(job, d);
}

/** How often the growing report is sent to the panel: often enough to read along, rarely enough to cost nothing. */
const DRAFT_EVERY_MS = 400;

const withoutThinking = (text: string) => text.replace(/<think>[\s\S]*?(?:<\/think>|$)/gi, '').trim();
