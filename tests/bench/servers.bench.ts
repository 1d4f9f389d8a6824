/**
 * Real-server figures: how far the token estimate is from a real tokenizer on real pages, before and
 * after one round of calibration by the server's count; and the wall time of three page loads asked
 * for in one round against the slowest of them.
 *
 * The real tokenizer is gpt-oss's o200k (shipped inside js-tiktoken, offline) over a ChatML rendering
 * of the prompt — the same count the scripted model server reports (tests/support/model-server-tokens.ts).
 */
import { runAgent } from '../../src/core/agent/agent-loop';
import { buildSystemPrompt } from '../../src/core/agent/system-prompt';
import { recordPromptCount, tokenRatio } from '../../src/core/agent/token-calibration';
import { conversationTokens, estimateTokens } from '../../src/core/agent/token-estimate';
import { BrowserSession } from '../../src/core/browser/browser-session';
import type { BrowserEnv } from '../../src/core/browser/env';
import { toolsForProfile } from '../../src/core/browser/tools';
import { viewOf } from '../../src/core/browser/tools/view-of';
import type { PageDocument } from '../../src/core/document/types';
import type { ModelMode } from '../../src/core/model/model-modes';
import type { ChatMessage, ChatRequest, ModelChunk, ModelClient } from '../../src/core/model/types';
import { DEFAULT_SETTINGS } from '../../src/shared/settings';
import { parseHtml } from '../../scripts/page2md-dom';
import { countTokens, promptTokens } from '../support/model-server-tokens';
import type { BenchSection } from './bench-types';
import { loadCorpus, pipeline } from './corpus-quality';
import { median, percentile } from './timing';

const VIEW_WORDS = 600;

/** The first view of each corpus page, as the model reads it after browser.open. */
function corpusViews(): string[] {
  return loadCorpus().map((page, i) => {
    const session = new BrowserSession();
    const cursor = session.add({ doc: pipeline(page, parseHtml), startLine: 1 });
    return viewOf(session.entries[cursor]!, cursor + i, VIEW_WORDS).text;
  });
}

/** How far apart two counts are, as a factor ≥ 1 whichever way. */
const factor = (a: number, b: number) => Math.max(a / b, b / a);
const x = (n: number) => `×${n.toFixed(3)}`;

/** The wire body a round sends: the same rendering the stand-in server counts. */
function wire(messages: ChatMessage[], tools: ChatRequest['tools']) {
  return {
    tools: tools.map((t) => ({ type: 'function', function: t })),
    messages: messages.map((m) =>
      m.role === 'assistant'
        ? { role: 'assistant', content: m.content, ...(m.toolCalls ? { tool_calls: m.toolCalls.map((c) => ({ id: c.id, function: { name: c.name, arguments: c.arguments } })) } : {}) }
        : { role: m.role, content: m.content },
    ),
  };
}

function tokenRows(): BenchSection['rows'] {
  const views = corpusViews();
  const specs = toolsForProfile('browser').map((t) => t.spec);
  const toolsJson = JSON.stringify(specs);
  const system: ChatMessage = { role: 'system', content: buildSystemPrompt({ profile: 'browser', now: new Date(2026, 0, 1) }) };
  const open = (i: number): ChatMessage[] => [
    { role: 'assistant', content: '', toolCalls: [{ id: `c${i}`, name: 'browser.open', arguments: { id: `https://example.org/${i}` } }] },
    { role: 'tool', content: views[i]!, toolCallId: `c${i}`, name: 'browser.open' },
  ];

  // Each view alone: the raw estimate against the tokenizer.
  const perView = views.map((v) => countTokens(v) / estimateTokens(v)).sort((a, b) => a - b);

  // One answer per page pair: round 1 reads page i, the server's count calibrates; round 2 adds page i+1.
  const before: number[] = [];
  const after: number[] = [];
  for (let i = 0; i + 1 < views.length; i++) {
    const round1 = [system, { role: 'user' as const, content: 'What does this page say?' }, ...open(i)];
    const round2 = [...round1, ...open(i + 1)];
    const mode: ModelMode = { tools: 'native', think: 'on' };
    recordPromptCount(mode, conversationTokens(round1, toolsJson), promptTokens(wire(round1, specs)));
    const real2 = promptTokens(wire(round2, specs));
    const est2 = conversationTokens(round2, toolsJson);
    before.push(factor(est2, real2));
    after.push(factor(est2 * tokenRatio(mode), real2));
  }
  before.sort((a, b) => a - b);
  after.sort((a, b) => a - b);
  return [
    { name: `pages (first ${VIEW_WORDS}-word view each)`, value: String(views.length) },
    { name: 'one view: o200k tokens ÷ estimate, median', value: x(median(perView)) },
    { name: 'one view: o200k tokens ÷ estimate, p10 / p90', value: `${x(percentile(perView, 10))} / ${x(percentile(perView, 90))}` },
    { name: 'prompt after 2 pages, estimate off by (p90), uncalibrated', value: x(percentile(before, 90)) },
    {
      name: 'prompt after 2 pages, estimate off by (p90), calibrated once',
      value: x(percentile(after, 90)),
      goal: '≤ ×1.05',
      met: percentile(after, 90) <= 1.05,
    },
    { name: 'prompt after 2 pages, estimate off by (max), calibrated once', value: x(after.at(-1)!) },
  ];
}

/** A round with three opens whose pages take `delays` ms to load. */
async function parallelOpens(delays: number[]): Promise<number> {
  const pages: PageDocument[] = delays.map((_, i) => ({ url: `https://site${i}.example/`, title: `Page ${i}`, path: 'readability', links: [], lines: [`Text of page ${i}.`] }));
  const env: BrowserEnv = {
    search: () => Promise.reject(new Error('no search in this bench')),
    open: async (req) => {
      const i = pages.findIndex((p) => p.url === req.url);
      await new Promise((r) => setTimeout(r, delays[i]));
      return pages[i]!;
    },
  };
  let n = 0;
  const client: ModelClient = {
    style: 'openai',
    listModels: async () => [],
    contextLength: async () => 32768,
    async *chat(): AsyncGenerator<ModelChunk> {
      if (n++ === 0) for (const [i, p] of pages.entries()) yield { type: 'tool_call', call: { id: `c${i}`, name: 'browser.open', arguments: { id: p.url } } };
      else yield { type: 'content', text: 'Compared.' };
      yield { type: 'done' };
    },
  };
  const t0 = performance.now();
  // The pages were read in an earlier message, so their opens go ahead (and load in parallel) without asking.
  const earlierUrls = pages.map((p) => p.url);
  await runAgent({ client, model: 'bench', history: [], userMessage: 'Compare', env, settings: DEFAULT_SETTINGS, signal: new AbortController().signal, onEvent: () => {}, earlierUrls });
  return performance.now() - t0;
}

export default async function bench(): Promise<BenchSection> {
  const rows = tokenRows();
  const delays = [120, 200, 300];
  const wall = Math.min(await parallelOpens(delays), await parallelOpens(delays), await parallelOpens(delays));
  const slowest = Math.max(...delays);
  rows.push(
    { name: `3 opens in one round (${delays.join(' / ')} ms): wall time`, value: `${wall.toFixed(0)} ms (sum ${delays.reduce((a, b) => a + b, 0)} ms)` },
    { name: '3 opens in one round: wall time ÷ slowest open', value: x(wall / slowest), goal: '≈ ×1 (≤ ×1.2)', met: wall / slowest <= 1.2 },
  );
  return {
    title: 'Real servers: token estimate vs o200k, parallel calls',
    rows,
    notes: [
      '“Calibrated once”: round 1 reads one corpus page and the server’s count (o200k over a ChatML rendering) sets the ratio; the estimate of round 2 (a second page added) is then compared with its real count.',
    ],
  };
}
