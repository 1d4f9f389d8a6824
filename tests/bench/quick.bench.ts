/**
 * Quick answer figures (`npm run bench -- quick`), on the world of tests/unit/quick/quick-world.ts
 * (five 2,000-line pages, figures on every line, one in Chinese):
 * - time to the model request with 100 ms searches and 400 ms pages, against search + the slowest page
 *   + passage selection (what it cannot be faster than);
 * - passage selection and fitting alone for the five pages;
 * - Quick against Research (the agent loop: search, open, answer) on the same world and the same
 *   scripted model speed;
 * - the largest prompt against the window for 4,096 and 8,192 tokens, by the estimate and by o200k.
 */
import { runAgent } from '../../src/core/agent/agent-loop';
import { promptBudget } from '../../src/core/agent/context-budget';
import { conversationTokens } from '../../src/core/agent/token-estimate';
import type { ChatRequest, ModelChunk } from '../../src/core/model/types';
import { fitExcerpts } from '../../src/core/quick/fit-excerpts';
import { quickUserMessage } from '../../src/core/quick/quick-prompt';
import { runQuickAnswer } from '../../src/core/quick/quick-answer';
import { indexPage, questionTerms, rankPassages, selectPassages } from '../../src/core/quick/select-passages';
import { agentSettingsFrom } from '../../src/shared/agent-settings-from';
import { DEFAULT_SETTINGS } from '../../src/shared/settings';
import { promptTokens } from '../support/model-server-tokens';
import { FakeClient, type FakeTurn } from '../unit/agent/fake-client';
import { FACT_LINE, FACT_PAGE, QUESTION, quickWorld, worldPage } from '../unit/quick/quick-world';
import type { BenchSection } from './bench-types';
import { median, ms, sample } from './timing';

const PAGE_MS = 400;
const SEARCH_MS = 100;
/** A scripted model turn: small next to a real one, so the figures are Sidelight's own time. */
const TURN_MS = 200;

function settings(window: number) {
  return agentSettingsFrom({ ...DEFAULT_SETTINGS, model: { ...DEFAULT_SETTINGS.model, contextSize: window } });
}

/** The fake model, noting when its first request arrived; counting, it reports the server's o200k count (slow: not in timed runs). */
class TimedClient extends FakeClient {
  firstRequestAt = 0;
  counting = false;
  override async *chat(request: ChatRequest, signal: AbortSignal): AsyncGenerator<ModelChunk> {
    this.firstRequestAt ||= performance.now();
    for await (const chunk of super.chat(request, signal)) yield chunk.type === 'done' && this.counting ? { ...chunk, promptTokens: promptTokens(wire(request)) } : chunk;
  }
}

function wire(r: ChatRequest) {
  return {
    messages: r.messages.map((m) => ({ role: m.role, content: m.content, ...(m.role === 'assistant' && m.toolCalls ? { tool_calls: m.toolCalls } : {}) })),
    tools: r.tools,
  };
}

const cpuTimes: number[] = [];
/** CPU time of `fn` in ms: on a shared machine the wall time also counts other processes' turns. */
function cpuOf(fn: () => unknown): void {
  const t0 = process.cpuUsage();
  fn();
  const d = process.cpuUsage(t0);
  cpuTimes.push((d.user + d.system) / 1000);
}

const answer = (req: ChatRequest): FakeTurn => {
  const m = /\[(\d+)\] Bavaria alpine huts/.exec(req.messages.map((x) => x.content).join('\n'));
  return { delayMs: TURN_MS, chunks: [`It is 2,962 metres tall【${m?.[1] ?? 1}†L${FACT_LINE}】.`] };
};

async function quick(window: number, delays = true): Promise<{ ms: number; toRequest: number; lastPage: number; client: TimedClient }> {
  const client = new TimedClient((req) => answer(req), window);
  client.counting = !delays;
  let lastPage = 0;
  const t0 = performance.now();
  await runQuickAnswer({
    client,
    model: 'fake',
    history: [],
    userMessage: QUESTION,
    env: quickWorld(delays ? { pageDelayMs: PAGE_MS, searchDelayMs: SEARCH_MS } : {}),
    settings: settings(window),
    signal: new AbortController().signal,
    // When the slowest page really arrived: on a busy machine timers fire late, so not 400 ms.
    onEvent: (e) => {
      if (e.type === 'page-opened') lastPage = performance.now() - t0;
    },
  });
  return { ms: performance.now() - t0, toRequest: client.firstRequestAt - t0, lastPage, client };
}

/** The agent loop on the same world: the model searches, opens the answering result, answers. */
async function research(window: number): Promise<{ ms: number; client: TimedClient }> {
  const client = new TimedClient((req, i): FakeTurn => {
    if (i === 0) return { delayMs: TURN_MS, chunks: [' '], calls: [{ name: 'browser.search', arguments: { query: QUESTION } }] };
    if (i === 1) return { delayMs: TURN_MS, chunks: [' '], calls: [{ name: 'browser.open', arguments: { cursor: 0, id: FACT_PAGE } }] };
    return { delayMs: TURN_MS, chunks: [`It is 2,962 metres tall【1†L${FACT_LINE}】.`] };
  }, window);
  const t0 = performance.now();
  await runAgent({
    client,
    model: 'fake',
    history: [],
    userMessage: QUESTION,
    env: quickWorld({ pageDelayMs: PAGE_MS, searchDelayMs: SEARCH_MS }),
    settings: settings(window),
    signal: new AbortController().signal,
    onEvent: () => undefined,
  });
  return { ms: performance.now() - t0, client };
}

/** Prompt tokens the server reads for the whole answer (estimate), every request counted whole: no prompt cache assumed. */
const promptRead = (c: FakeClient) => c.requests.reduce((n, r) => n + conversationTokens(r.messages, r.tools.length ? JSON.stringify(r.tools) : ''), 0);

export default async function quickBench(): Promise<BenchSection> {
  const pages = Array.from({ length: 5 }, (_, p) => ({ cursor: p + 1, doc: worldPage(p) }));
  const docOf = (c: number) => pages[c - 1]?.doc;
  const build = (excerpts: string) => [
    { role: 'system' as const, content: 'System.' },
    { role: 'user' as const, content: quickUserMessage(QUESTION, excerpts) },
  ];
  const select = median(await sample(() => selectPassages(QUESTION, pages), 5, 500));
  const cpu = median(await sample(() => cpuOf(() => selectPassages(QUESTION, pages)), 5, 500).then(() => cpuTimes.splice(0)));
  const query = questionTerms(QUESTION);
  const indexes = pages.map((p) => indexPage(query, p));
  const rankOnly = median(await sample(() => rankPassages(query, indexes), 5, 300));
  const fit = median(await sample(() => fitExcerpts(selectPassages(QUESTION, pages), docOf, build, 3000), 5, 500));

  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await quick(8192));
  const toRequest = median(runs.map((r) => r.toRequest));
  const lastPage = median(runs.map((r) => r.lastPage));
  const quickWall = median(runs.map((r) => r.ms));
  // What the request cannot come before: the search and the slowest page (as they really took), then selection and fitting.
  const floor = lastPage + fit;
  const researchRuns = [];
  for (let i = 0; i < 3; i++) researchRuns.push(await research(8192));
  const researchWall = median(researchRuns.map((r) => r.ms));

  const rows: BenchSection['rows'] = [
    { name: 'selection: 5 pages × 2,000 lines (BM25 over line windows)', value: ms(select), goal: '< 50 ms', met: select < 50 },
    { name: 'the same, CPU time', value: ms(cpu), goal: '< 50 ms', met: cpu < 50 },
    { name: 'ranking alone (pages indexed as they arrived)', value: ms(rankOnly) },
    { name: 'selection + fitting to a 3,000-token budget', value: ms(fit) },
    { name: 'time to the model request (median of 3)', value: `${toRequest.toFixed(0)} ms` },
    { name: `search (${SEARCH_MS}) and slowest page (${PAGE_MS}) as they took`, value: `${lastPage.toFixed(0)} ms` },
    { name: 'that + selection and fitting', value: `${floor.toFixed(0)} ms` },
    { name: 'from the slowest page to the request', value: `${(toRequest - lastPage).toFixed(0)} ms` },
    { name: 'time to the request ÷ that', value: (toRequest / floor).toFixed(2), goal: '≤ 1.15', met: toRequest / floor <= 1.15 },
    { name: 'Quick answer wall time (median of 3)', value: `${quickWall.toFixed(0)} ms` },
    { name: 'Research (agent loop: search, open, answer) wall time', value: `${researchWall.toFixed(0)} ms` },
    { name: 'Quick ÷ Research', value: (quickWall / researchWall).toFixed(2) },
    { name: 'model requests: Quick / Research', value: `${runs[0]!.client.requests.length} / ${researchRuns[0]!.client.requests.length}` },
    { name: 'prompt tokens read by the server: Quick / Research (8,192 window)', value: `${promptRead(runs[0]!.client)} / ${promptRead(researchRuns[0]!.client)}` },
  ];
  for (const window of [4096, 8192]) {
    const { client } = await quick(window, false);
    const r = client.requests[0]!;
    const estimate = conversationTokens(r.messages);
    const real = promptTokens(wire(r));
    const budget = promptBudget(window);
    rows.push(
      { name: `${window}-token window: the prompt, estimate`, value: `${estimate} tokens (${((estimate / window) * 100).toFixed(0)} % of the window)` },
      { name: `${window}-token window: the prompt, o200k`, value: `${real} tokens (${((real / window) * 100).toFixed(0)} % of the window)`, goal: `≤ ${budget} (window − answer room)`, met: real <= budget },
    );
  }
  return {
    title: 'Quick answer',
    rows,
    notes: [
      `Scripted model turns take ${TURN_MS} ms; searches ${SEARCH_MS} ms; page loads ${PAGE_MS} ms, five at once. Research here is its shortest path (three model turns: search, open one page, answer); a real small model often takes more rounds, and each real turn costs seconds, not ${TURN_MS} ms.`,
      'Window rows: the first answer on this model, before the server’s counts calibrate the estimate; excerpts are capped at 3,000 estimated tokens (QUICK_EXCERPT_TOKENS) in larger windows. Prompt tokens read: every request counted whole (a server’s prompt cache makes the agent loop’s later requests cheaper).',
    ],
  };
}
