import { describe, expect, it } from 'vitest';
import { resolveCitations } from '../../../src/core/agent/citations';
import { SidelightError } from '../../../src/core/errors';
import type { ModelClient } from '../../../src/core/model/types';
import { continueResearch, newResearchJob, planResearch, startResearch, type ResearchDeps } from '../../../src/core/research/research-job';
import { SourceTable } from '../../../src/core/research/source-table';
import { FACT_LINE, MemoryResearchStore, TOPICS, agentSettings, kindOf, worldClient, worldEnv } from './research-world';

function deps(over: Partial<ResearchDeps> & Pick<ResearchDeps, 'client' | 'env' | 'store'>): ResearchDeps {
  return { model: 'fake', settings: agentSettings, stop: new AbortController().signal, signal: new AbortController().signal, ...over };
}

/** Sentences of the report body that state something (not headings, not the sources list, not “nothing” lines). */
function factSentences(report: string): string[] {
  const body = report.split('## Sources')[0]!;
  return body
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#') && !/^Nothing|^Not found/.test(l));
}

describe('a deep research job', () => {
  it('plans, researches every sub-question, and writes a sectioned report whose citations resolve to the pages read', async () => {
    const store = new MemoryResearchStore();
    const client = worldClient();
    const env = worldEnv();
    const d = deps({ client, env, store });
    const job = newResearchJob('j1', 'Tell me about water', 'quick');
    await planResearch(job, d);
    expect(job.status).toBe('plan-ready');
    expect(job.plan).toEqual(TOPICS.map((t) => t.sub));

    startResearch(job, job.plan);
    await continueResearch(job, d);
    expect(job.status).toBe('done');
    expect(job.subs.map((s) => s.status)).toEqual(['done', 'done', 'done', 'done']);
    expect(job.pagesRead).toBe(4);
    expect(env.opened.sort()).toEqual(TOPICS.map((t) => t.url).sort());

    const report = job.report!;
    expect(report.indexOf('## Summary')).toBe(0);
    for (const t of TOPICS) expect(report).toContain(`## ${t.sub}`);
    expect(report).toContain('## What I could not find');
    // Numbered as the chips number them: in the order the report first cites each page.
    expect(report).toContain(`## Sources\n\n1. Topic 0 — ${TOPICS[0]!.url}\n2. Topic 1 — ${TOPICS[1]!.url}`);

    // Every cited sentence resolves, through the report-wide source numbers, to the fact's own page and line.
    const table = new SourceTable(store.sources.get('j1'));
    const citations = resolveCitations(report, table.session());
    for (const t of TOPICS) {
      const c = citations.find((x) => x.lines[0] === t.fact);
      expect(c, t.fact).toBeDefined();
      expect(c!.url).toBe(t.url);
      expect(c!.startLine).toBe(FACT_LINE);
    }
    for (const sentence of factSentences(report)) expect(sentence, sentence).toMatch(/【\d+†L\d+(-L\d+)?】/);
    // The citation check finds each sentence's numbers in the lines it cites.
    expect(citations.every((c) => c.check !== undefined && c.check.claims.length > 0 && c.check.missing.length === 0)).toBe(true);
  });

  it('stores each step, so a job left mid-research by a worker restart goes on from the last stored step', async () => {
    const store = new MemoryResearchStore();
    const job = newResearchJob('j2', 'Tell me about water', 'quick');
    startResearch(job, TOPICS.map((t) => t.sub));
    // First worker: stopped (its signal aborted) once two sub-questions are stored as done.
    const dying = new AbortController();
    await continueResearch(job, deps({ client: worldClient(), env: worldEnv(), store, signal: dying.signal, parallel: 1, onProgress: (j) => j.subs.filter((s) => s.status === 'done').length === 2 && dying.abort() }));
    const stored = store.last();
    expect(stored.subs.map((s) => s.status)).toEqual(['done', 'done', 'pending', 'pending']);

    // Second worker: reads the stored job and sources back, and researches only what is left.
    const env = worldEnv();
    const client = worldClient();
    await continueResearch(stored, deps({ client, env, store }));
    expect(stored.status).toBe('done');
    expect(env.opened.sort()).toEqual([TOPICS[2]!.url, TOPICS[3]!.url].sort());
    const citations = resolveCitations(stored.report!, new SourceTable(await store.loadSources('j2')).session());
    expect(new Set(citations.map((c) => c.url))).toEqual(new Set(TOPICS.map((t) => t.url)));
  });

  it('Stop mid-research keeps what was found and writes the report from it', async () => {
    const store = new MemoryResearchStore();
    const stop = new AbortController();
    const job = newResearchJob('j3', 'Tell me about water', 'quick');
    startResearch(job, TOPICS.map((t) => t.sub));
    const client = worldClient({ delayMs: 30 });
    await continueResearch(job, deps({ client, env: worldEnv(), store, stop: stop.signal, parallel: 1, onProgress: (j) => j.subs[0]!.status === 'done' && j.subs[1]!.status === 'running' && stop.abort() }));
    expect(job.status).toBe('done');
    expect(job.stopReason).toBe('user');
    expect(job.subs[0]!.status).toBe('done');
    expect(job.subs.slice(1).every((s) => s.status === 'stopped')).toBe(true);
    expect(job.report).toContain(TOPICS[0]!.fact);
    expect(job.report).toContain('## What I could not find');
    expect(client.requests.filter((r) => kindOf(r) === 'report')).toHaveLength(1);
  });

  it('Stop while the report is written keeps what was written, marked as stopped, and cites only what it reached', async () => {
    const store = new MemoryResearchStore();
    const stopWriting = new AbortController();
    const job = newResearchJob('j7', 'Tell me about water', 'quick');
    startResearch(job, TOPICS.map((t) => t.sub));
    const world = worldClient();
    // The report streams a line at a time; Stop is pressed once its summary and first section are out.
    const client: ModelClient = {
      style: world.style,
      listModels: () => world.listModels(),
      contextLength: () => world.contextLength(),
      async *chat(req, signal) {
        let lines = 0;
        for await (const chunk of world.chat(req, signal)) {
          if (kindOf(req) !== 'report' || chunk.type !== 'content') {
            yield chunk;
            continue;
          }
          for (const line of chunk.text.split(/(?<=\n)/)) {
            if (signal.aborted) throw new SidelightError('aborted', 'Stopped.');
            yield { type: 'content', text: line };
            if (++lines === 6) stopWriting.abort();
          }
        }
      },
    };
    await continueResearch(job, deps({ client, env: worldEnv(), store, stopWriting: stopWriting.signal }));
    expect(job.status).toBe('done');
    expect(job.writingStopped).toBe(true);
    expect(job.stopReason).toBe('user');
    expect(job.error).toBeUndefined();
    // What was written before Stop is the report (not the notes in its place), with Sidelight's sources list.
    expect(job.report).toMatch(/^## Summary\n\n.+【\d+†L3】\n\n## /);
    expect(job.report).not.toContain('## What I could not find');
    expect(job.report).toContain('## Sources\n\n1. Topic ');
    expect(store.last().writingStopped).toBe(true);
    expect(store.last().report).toBe(job.report);
  });

  it('Stop before the report has a word keeps the notes as the report, marked as stopped', async () => {
    const store = new MemoryResearchStore();
    const stopWriting = new AbortController();
    stopWriting.abort();
    const job = newResearchJob('j8', 'Tell me about water', 'quick');
    startResearch(job, TOPICS.map((t) => t.sub));
    await continueResearch(job, deps({ client: worldClient(), env: worldEnv(), store, stopWriting: stopWriting.signal }));
    expect(job.status).toBe('done');
    expect(job.stopReason).toBe('user');
    expect(job.error).toBeUndefined();
    for (const t of TOPICS) expect(job.report).toContain(t.fact);
  });

  it('a spent page budget stops the research and still writes the report', async () => {
    const store = new MemoryResearchStore();
    const job = newResearchJob('j4', 'Tell me about water', 'quick');
    job.budget = { minutes: 5, pages: 2 };
    startResearch(job, TOPICS.map((t) => t.sub));
    const env = worldEnv();
    await continueResearch(job, deps({ client: worldClient(), env, store, parallel: 1 }));
    expect(env.opened).toHaveLength(2);
    expect(job.pagesRead).toBe(2);
    expect(job.stopReason).toBe('pages');
    expect(job.status).toBe('done');
  });

  it('a spent time budget stops the research and still writes the report', async () => {
    const store = new MemoryResearchStore();
    const job = newResearchJob('j5', 'Tell me about water', 'quick');
    startResearch(job, TOPICS.map((t) => t.sub), Date.now() - 6 * 60_000);
    const env = worldEnv();
    await continueResearch(job, deps({ client: worldClient(), env, store }));
    expect(env.opened).toHaveLength(0);
    expect(job.stopReason).toBe('time');
    expect(job.status).toBe('done');
    expect(job.report).toContain('## What I could not find');
  });

  it('researches sub-questions at the same time: four with 100 ms pages take about one page’s wait, not four', async () => {
    const store = new MemoryResearchStore();
    const job = newResearchJob('j6', 'Tell me about water', 'quick');
    startResearch(job, TOPICS.map((t) => t.sub));
    let open = 0;
    let most = 0;
    const base = worldEnv({ pageDelayMs: 100 });
    const env = { ...base, open: async (r: Parameters<typeof base.open>[0], s: AbortSignal) => { most = Math.max(most, ++open); try { return await base.open(r, s); } finally { open--; } } };
    await continueResearch(job, deps({ client: worldClient(), env, store }));
    // Counted, not timed: all four page loads were in flight together.
    expect(most).toBe(4);
  });
});
