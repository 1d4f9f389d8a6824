/**
 * Deep research's text rounds (the plan, the report) send no tools, yet the servers still parse what
 * the model writes (see `oneOffParseError` in model-server-personas.ts): a one-off parse failure is
 * asked once more, as in the agent loop (round-retry.ts), with the servers' own error bodies.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SidelightError } from '../../../src/core/errors';
import { createModelClient } from '../../../src/core/model/create-client';
import { MemoryModeStore } from '../../../src/core/model/model-modes';
import type { ModelClient } from '../../../src/core/model/types';
import { continueResearch, newResearchJob, planResearch, startResearch, type ResearchDeps } from '../../../src/core/research/research-job';
import { startModelServer, type ModelServer, type ModelServerOptions, type ScriptedTurn } from '../../support/model-server';
import { oneOffParseError } from '../../support/model-server-personas';
import { FACT_LINE, MemoryResearchStore, TOPICS, agentSettings, kindOf, worldEnv } from './research-world';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const HARMONY = oneOffParseError('ollama-harmony', '{"query":"water"');
const LLAMA = oneOffParseError('llamacpp', '<think>\nTwo parts.\n</think');
const [A, B] = [TOPICS[0]!, TOPICS[1]!];

/** One sub-question researched: search, open, notes citing the page. */
const SUB: ScriptedTurn[] = [
  { toolCalls: [{ name: 'browser.search', arguments: { query: A.sub } }] },
  { toolCalls: [{ name: 'browser.open', arguments: { id: A.url } }] },
  { content: `${A.fact}【1†L${FACT_LINE}】` },
];
const REPORT = `## Summary\n\n${A.fact}【0†L${FACT_LINE}】\n\n## ${A.sub}\n\n${A.fact}【0†L${FACT_LINE}】\n\n## What I could not find\n\nNothing.`;

async function world(options: ModelServerOptions, style: 'ollama' | 'openai', over: Partial<ResearchDeps> = {}) {
  server = await startModelServer(options);
  const store = new MemoryResearchStore();
  const client = createModelClient({ baseUrl: server.url, style });
  const d: ResearchDeps = { client, model: 'scripted-model', server: server.url, env: worldEnv(), settings: agentSettings, store, modes: new MemoryModeStore(), stop: new AbortController().signal, signal: new AbortController().signal, parallel: 1, ...over };
  const chats = () => server!.requests.filter((q) => q.path === '/api/chat' || q.path === '/v1/chat/completions');
  return { d, store, chats };
}

describe('deep research: one retry after a server’s one-off parse failure', () => {
  it('the plan: llama.cpp’s “Failed to parse input at pos” mid-stream is asked once more, and the plan is the retry’s', async () => {
    const { d, chats } = await world(
      { persona: 'llamacpp', ollamaVersion: false, turns: [{ content: 'Plan:\n1. **Something else', streamError: LLAMA }, { content: `Plan:\n1. **${A.sub}**\n2. **${B.sub}**` }] },
      'openai',
    );
    const job = newResearchJob('p', 'Tell me about water', 'quick');
    await planResearch(job, d);
    expect(job.error).toBeUndefined();
    expect(job.status).toBe('plan-ready');
    expect(job.plan).toEqual([A.sub, B.sub]);
    expect(chats()).toHaveLength(2);
    expect(chats()[1]!.body.messages).toEqual(chats()[0]!.body.messages);
  });

  it('the report: Ollama’s harmony “error parsing tool call” is asked once more; the failed attempt’s text is not in it', async () => {
    const { d } = await world({ persona: 'ollama', turns: [...SUB, { content: 'DISCARDED draft ', streamError: HARMONY }, { content: REPORT }] }, 'ollama');
    const job = newResearchJob('r', 'Tell me about water', 'quick');
    startResearch(job, [A.sub]);
    await continueResearch(job, d);
    expect(job.error).toBeUndefined();
    expect(job.status).toBe('done');
    expect(job.report).toMatch(/^## Summary\n\nWater boils/);
    expect(job.report).not.toContain('DISCARDED');
  });

  it('Stop while the retried report is written keeps the retry’s text only', async () => {
    const stopWriting = new AbortController();
    const { d } = await world({ persona: 'ollama', turns: [...SUB, { content: 'DISCARDED draft ', streamError: HARMONY }, { content: REPORT, chunkSize: 30 }] }, 'ollama', { stopWriting: stopWriting.signal });
    // Stop is pressed once the second report attempt's first words are out.
    const real = d.client;
    let reports = 0;
    const client: ModelClient = {
      style: real.style,
      listModels: (signal) => real.listModels(signal),
      contextLength: (model, signal) => real.contextLength(model, signal),
      async *chat(req, signal) {
        const second = kindOf(req) === 'report' && ++reports === 2;
        for await (const chunk of real.chat(req, signal)) {
          if (signal.aborted) throw new SidelightError('aborted', 'Stopped.');
          yield chunk;
          if (second && chunk.type === 'content') stopWriting.abort();
        }
      },
    };
    const job = newResearchJob('s', 'Tell me about water', 'quick');
    startResearch(job, [A.sub]);
    await continueResearch(job, { ...d, client });
    expect(reports).toBe(2);
    expect(job.writingStopped).toBe(true);
    expect(job.report).toMatch(/^## Summary\n\nWater boils/);
    expect(job.report).not.toContain('DISCARDED');
  });
});
