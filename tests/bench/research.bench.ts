/**
 * Deep research figures (`npm run bench -- research`):
 * - wall time of a scripted 4-sub-question research whose page loads take 400 ms (searches 100 ms,
 *   each model turn 20 ms), against its critical path (plan, one sub-question's chain, report) and
 *   against the sum of all four chains, as if researched one after another;
 * - the largest prompt the job sends against the model's window, for 4,096 and 8,192 tokens, with
 *   long pages and long notes: by the built-in estimate (what the job fits with) and by a real
 *   tokenizer (o200k, over a ChatML rendering as the scripted server counts it).
 */
import { promptBudget } from '../../src/core/agent/context-budget';
import { conversationTokens } from '../../src/core/agent/token-estimate';
import type { BrowserEnv } from '../../src/core/browser/env';
import type { PageDocument } from '../../src/core/document/types';
import type { ChatRequest, ModelChunk } from '../../src/core/model/types';
import { continueResearch, newResearchJob, planResearch, startResearch, type ResearchDeps } from '../../src/core/research/research-job';
import { promptTokens } from '../support/model-server-tokens';
import { FakeClient, type FakeTurn } from '../unit/agent/fake-client';
import { MemoryResearchStore, TOPICS, agentSettings, kindOf, reportFrom } from '../unit/research/research-world';
import type { BenchSection } from './bench-types';

const PAGE_MS = 400;
const SEARCH_MS = 100;
const TURN_MS = 20;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function page(i: number, words: number): PageDocument {
  const t = TOPICS[i]!;
  const filler = Array.from({ length: Math.ceil(words / 12) }, (_, k) => `Paragraph ${k} adds background about topic ${i} with several ordinary words in it.`);
  return { title: `Topic ${i}`, url: t.url, lines: [`# Topic ${i}`, '', t.fact, '', ...filler], links: [], path: 'readability' };
}

function env(words: number): BrowserEnv {
  return {
    async search(req) {
      await sleep(SEARCH_MS);
      const i = Math.max(0, TOPICS.findIndex((t) => t.sub === req.query));
      return { title: `Web search for “${req.query}”`, url: `https://searx.example/?q=${i}`, path: 'search', links: [{ url: TOPICS[i]!.url, text: `Topic ${i}` }], lines: ['# Search Results', '', `  * 【0†Topic ${i}†facts.example】`, 'About it.'] };
    },
    async open(req) {
      await sleep(PAGE_MS);
      return page(TOPICS.findIndex((t) => t.url === req.url), words);
    },
  };
}

/** A model that answers every part of the job after TURN_MS; notes of `noteSentences` cited sentences. */
function client(window: number, noteSentences: number, counting: boolean): FakeClient {
  return new (counting ? CountingClient : FakeClient)((req: ChatRequest): FakeTurn => {
    const kind = kindOf(req);
    if (kind === 'plan') return { delayMs: TURN_MS, chunks: [TOPICS.map((t, i) => `${i + 1}. ${t.sub}`).join('\n')] };
    if (kind === 'report') return { delayMs: TURN_MS, chunks: [reportFrom(req)] };
    const i = TOPICS.findIndex((t) => req.messages.some((m) => m.role === 'user' && m.content.includes(t.sub)));
    const tools = req.messages.filter((m) => m.role === 'tool').length;
    if (tools === 0) return { delayMs: TURN_MS, chunks: [' '], calls: [{ name: 'browser.search', arguments: { query: TOPICS[i]!.sub } }] };
    if (tools === 1) return { delayMs: TURN_MS, chunks: [' '], calls: [{ name: 'browser.open', arguments: { id: TOPICS[i]!.url } }] };
    const notes = Array.from({ length: noteSentences }, (_, k) => `Finding ${k} about topic ${i} states ${k * 3 + 1} units in the survey【1†L${(k % 3) + 3}】.`);
    return { delayMs: TURN_MS, chunks: [notes.join(' ')] };
  }, window);
}

/**
 * The fake model with the server's own prompt count on each turn (o200k over the rendered prompt, as
 * the scripted server with `countTokens` reports it), so the token calibration works as with a real server.
 */
class CountingClient extends FakeClient {
  override async *chat(request: ChatRequest, signal: AbortSignal): AsyncGenerator<ModelChunk> {
    for await (const chunk of super.chat(request, signal)) yield chunk.type === 'done' ? { ...chunk, promptTokens: promptTokens(wire(request)) } : chunk;
  }
}

async function research(window: number, words: number, noteSentences: number, counting = false): Promise<{ ms: number; client: FakeClient }> {
  const c = client(window, noteSentences, counting);
  const store = new MemoryResearchStore();
  const settings = { ...agentSettings, model: { ...agentSettings.model, contextSize: window } };
  const d: ResearchDeps = { client: c, model: 'fake', env: env(words), settings, store, stop: new AbortController().signal, signal: new AbortController().signal };
  const job = newResearchJob('bench', 'Tell me about water', 'thorough');
  const t0 = performance.now();
  await planResearch(job, d);
  startResearch(job, job.plan);
  await continueResearch(job, d);
  if (job.status !== 'done') throw new Error(`research ended ${job.status}`);
  return { ms: performance.now() - t0, client: c };
}

function wire(r: ChatRequest) {
  return {
    messages: r.messages.map((m) => ({ role: m.role, content: m.content, ...(m.role === 'assistant' && m.toolCalls ? { tool_calls: m.toolCalls } : {}) })),
    tools: r.tools,
  };
}

export default async function researchBench(): Promise<BenchSection> {
  // Each chain: search turn, search, open turn, page, notes turn.
  const chain = 3 * TURN_MS + SEARCH_MS + PAGE_MS;
  const critical = 2 * TURN_MS + chain;
  const sum = 2 * TURN_MS + 4 * chain;
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) runs.push((await research(8192, 300, 4)).ms);
  const wall = [...runs].sort((a, b) => a - b)[1]!;
  const rows: BenchSection['rows'] = [
    { name: '4 sub-questions, 400 ms pages: wall time (median of 3)', value: `${wall.toFixed(0)} ms` },
    { name: 'critical path (plan + one sub-question + report)', value: `${critical} ms` },
    { name: 'sum (sub-questions one after another)', value: `${sum} ms` },
    { name: 'wall time ÷ critical path', value: (wall / critical).toFixed(2), goal: '≤ 1.25', met: wall / critical <= 1.25 },
  ];
  for (const window of [4096, 8192]) {
    const { client: c } = await research(window, 4000, 60, true);
    let estimate = 0;
    let real = 0;
    let report = 0;
    for (const r of c.requests) {
      const tokens = conversationTokens(r.messages, r.tools.length ? JSON.stringify(r.tools) : '');
      estimate = Math.max(estimate, tokens);
      real = Math.max(real, promptTokens(wire(r)));
      if (kindOf(r) === 'report') report = promptTokens(wire(r));
    }
    const budget = promptBudget(window);
    rows.push(
      { name: `${window}-token window: report prompt, o200k`, value: `${report} tokens (${((report / window) * 100).toFixed(0)} % of the window)`, goal: `≤ ${budget}`, met: report <= budget },
      { name: `${window}-token window: largest prompt, estimate`, value: `${estimate} tokens (${((estimate / window) * 100).toFixed(0)} % of the window)`, goal: `≤ ${budget} (window − answer room)`, met: estimate <= budget },
      { name: `${window}-token window: largest prompt, o200k`, value: `${real} tokens (${((real / window) * 100).toFixed(0)} % of the window)`, goal: `< ${window}`, met: real < window },
    );
  }
  return {
    title: 'Deep research',
    rows,
    notes: [
      `Model turns ${TURN_MS} ms each and answered at once in parallel (a server with one slot queues them, adding up to 3 × ${TURN_MS} ms per sub-question); searches ${SEARCH_MS} ms; page loads ${PAGE_MS} ms, at most 4 at once.`,
      'Window rows: 4,000-word pages and 60 cited sentences of notes per sub-question, so the sub-questions’ views are shortened by the agent loop’s budget and the notes condensed for the report.',
    ],
  };
}
