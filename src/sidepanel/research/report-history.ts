import { signal } from '@preact/signals';
import type { Citation } from '../../core/agent/citation-types';
import { resolveCitations } from '../../core/agent/citations';
import { userText } from '../../core/errors';
import type { ResearchJob } from '../../core/research/research-types';
import { SourceTable } from '../../core/research/source-table';
import { IdbResearchStore } from '../../shared/db/research-jobs';
import { hostOf } from '../conversation/host';
import { titleFromQuestion } from '../conversation/title';
import type { Conversation, Turn } from '../conversation/types';
import { db, saveConversation, saveTurnDocuments } from '../state/conversation-store';

/**
 * A finished research report kept in History as a conversation of one turn: the question, the
 * report as its answer with the citations resolved against the job's sources, and those sources.
 * The cited documents are stored as the turn's documents (cursor n is source n, the numbering the
 * report's `【n†La-Lb】` uses), so the chips, previews, saved copies, Export and Delete work on it
 * as on any chat, and go on working after the job itself is pruned.
 */
export function reportConversation(job: ResearchJob, citations: Citation[]): Conversation {
  const stoppedNote = job.writingStopped
    ? { message: 'Stopped while the report was being written: it ends where it was stopped.', userMessage: userText('researchWritingStopped') }
    : { message: 'The research stopped early (Stop or its budget); this report is written from what was found.', userMessage: userText('researchStoppedEarly') };
  const turn: Turn = {
    id: `report-${job.id}`,
    question: job.question,
    model: job.model ?? '',
    answer: job.report ?? '',
    thinking: '',
    // The pages the notes cite, as opened steps at their source numbers: what Sources offers saved copies of.
    activity: job.sources.map((s, i) => ({ step: i + 1, kind: 'open', subject: s.url, status: 'done', url: s.url, cursor: s.id, pageTitle: s.title, lines: s.lineCount })),
    sources: job.sources.map((s) => ({ url: s.url, title: s.title, host: hostOf(s.url), opened: true })),
    citations,
    notices: job.stopReason ? [stoppedNote] : [],
    status: job.writingStopped ? 'stopped' : 'done',
    ...(job.error ? { error: job.error } : {}),
    startedAt: job.startedAt ?? job.createdAt,
    ...(job.finishedAt ? { finishedAt: job.finishedAt } : {}),
  };
  return { id: `research-${job.id}`, title: titleFromQuestion(job.question), createdAt: job.createdAt, updatedAt: job.finishedAt ?? job.createdAt, turns: [turn] };
}

/** Jobs whose report this panel has put in History (or found there): the report view says so. */
export const reportsInHistory = signal<ReadonlySet<string>>(new Set());

const saving = new Map<string, Promise<void>>();
const store = new IdbResearchStore(db);

/**
 * Puts a finished report in History, once per job: the job record remembers it (`historyId`), so a
 * report the user deleted from History does not come back when a panel shows the job again. The
 * panel does it, not the worker, because the conversation's shape is the panel's; every panel that
 * shows a finished job calls this, so a report finished while no panel was open is kept when one opens.
 */
export function keepReportInHistory(job: ResearchJob): Promise<void> {
  if (job.status !== 'done' || !job.report) return Promise.resolve();
  let pending = saving.get(job.id);
  if (!pending) {
    pending = save(job.id).finally(() => saving.delete(job.id));
    saving.set(job.id, pending);
  }
  return pending;
}

async function save(jobId: string): Promise<void> {
  const d = await db();
  const stored = await d.get('researchJobs', jobId);
  if (!stored || stored.status !== 'done' || !stored.report) return;
  if (!stored.historyId) {
    const session = new SourceTable(await store.loadSources(jobId)).session();
    const conversation = reportConversation(stored, resolveCitations(stored.report, session));
    await saveConversation(conversation);
    await saveTurnDocuments(conversation.id, conversation.turns[0]!.id, session.entries);
    // Read again: the worker may have written the record (Close report) while this one saved.
    const latest = (await d.get('researchJobs', jobId)) ?? stored;
    await d.put('researchJobs', { ...latest, historyId: conversation.id });
  }
  reportsInHistory.value = new Set([...reportsInHistory.value, jobId]);
}
