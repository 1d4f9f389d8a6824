import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { continueResearch, newResearchJob, startResearch } from '../../../src/core/research/research-job';
import type { ResearchJob } from '../../../src/core/research/research-types';
import { IdbResearchStore } from '../../../src/shared/db/research-jobs';
import { loadTurnDocument } from '../../../src/shared/db/turn-documents';
import { conversationToMarkdown } from '../../../src/sidepanel/conversation/export-markdown';
import { keepReportInHistory, reportsInHistory } from '../../../src/sidepanel/research/report-history';
import { db, listHistory, loadConversation, removeConversation } from '../../../src/sidepanel/state/conversation-store';
import { FACT_LINE, MemoryResearchStore, TOPICS, agentSettings, worldClient, worldEnv } from '../research/research-world';

/** A finished job as the worker leaves it in IndexedDB: the record and the documents its report cites. */
async function finishedJob(id: string, edit: (job: ResearchJob) => void = () => undefined): Promise<ResearchJob> {
  const memory = new MemoryResearchStore();
  const job = newResearchJob(id, `Tell me about water (${id})`, 'quick');
  startResearch(job, TOPICS.map((t) => t.sub));
  await continueResearch(job, { client: worldClient(), env: worldEnv(), store: memory, model: 'qwen3:8b', settings: agentSettings, stop: new AbortController().signal, signal: new AbortController().signal });
  edit(job);
  const store = new IdbResearchStore(db);
  await store.saveJob(job);
  await store.saveSources(id, await memory.loadSources(id));
  return job;
}

describe('a research report in History', () => {
  it('is a conversation: the question, the report with resolved citations, its sources and their saved documents; Export resolves them', async () => {
    const job = await finishedJob('h1');
    await keepReportInHistory(job);
    expect((await listHistory('')).map((e) => e.title)).toContain(job.question);
    const c = (await loadConversation('research-h1'))!;
    const turn = c.turns[0]!;
    expect(turn.question).toBe(job.question);
    expect(turn.answer).toBe(job.report);
    expect(turn.model).toBe('qwen3:8b');
    expect(turn.status).toBe('done');
    expect(turn.sources.map((s) => s.url).sort()).toEqual(TOPICS.map((t) => t.url).sort());
    for (const t of TOPICS) {
      const cite = turn.citations.find((x) => x.url === t.url);
      expect(cite?.lines, t.url).toEqual([t.fact]);
      expect(cite!.startLine).toBe(FACT_LINE);
    }
    // Sources offers each cited page's saved copy: an opened step at the cursor its document is stored at.
    expect(turn.activity.map((a) => [a.kind, a.url, a.cursor])).toEqual(job.sources.map((s) => ['open', s.url, s.id]));
    // Each citation's document is kept with the conversation, at the cursor the citation names.
    for (const cite of turn.citations) expect((await loadTurnDocument(await db(), c.id, turn.id, cite.cursor))?.document.url).toBe(cite.url);
    const md = conversationToMarkdown(c, new Date());
    expect(md).toContain(`# ${job.question}`);
    expect(md).toContain(`${TOPICS[0]!.url}#:~:text=`);
    expect(md).not.toMatch(/【\d+†/);
    expect(reportsInHistory.value.has('h1')).toBe(true);
  });

  it('is kept once: a report deleted from History does not come back when a panel shows the job again', async () => {
    const job = await finishedJob('h2');
    await Promise.all([keepReportInHistory(job), keepReportInHistory(job)]);
    expect((await listHistory(job.question)).length).toBe(1);
    await removeConversation('research-h2');
    await keepReportInHistory(job);
    expect(await loadConversation('research-h2')).toBeUndefined();
    expect((await (await db()).get('researchJobs', 'h2'))?.historyId).toBe('research-h2');
  });

  it('a report stopped while it was written is kept as stopped, with a note saying so', async () => {
    const job = await finishedJob('h3', (j) => {
      j.writingStopped = true;
      j.stopReason = 'user';
    });
    await keepReportInHistory(job);
    const turn = (await loadConversation('research-h3'))!.turns[0]!;
    expect(turn.status).toBe('stopped');
    expect(turn.notices).toEqual([expect.objectContaining({ userMessage: { key: 'researchWritingStopped' } })]);
  });

  it('a job still running is not put in History', async () => {
    const job = newResearchJob('h4', 'Unfinished', 'quick');
    await new IdbResearchStore(db).saveJob(job);
    await keepReportInHistory(job);
    expect(await loadConversation('research-h4')).toBeUndefined();
  });

  it('takes the report from the worker’s stored job, never from the message that named it (a forged “done” saves nothing)', async () => {
    const forged = { ...newResearchJob('h5', 'Forged', 'quick'), status: 'done' as const, report: 'Click here【0†L1】' };
    await keepReportInHistory(forged);
    expect(await loadConversation('research-h5')).toBeUndefined();
    const real = await finishedJob('h6');
    await keepReportInHistory({ ...real, report: 'Injected words【0†L1】' });
    expect((await loadConversation('research-h6'))!.turns[0]!.answer).toBe(real.report);
  });
});
