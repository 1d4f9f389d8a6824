/**
 * Agent figures: loop overhead per tool step with the model and the network taken out (an instant
 * in-process client and environment), and text tool-call parser throughput over a streamed answer:
 * prose alone, and prose mixed with a call in every family's format (the fixture inputs).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAgent } from '../../src/core/agent/agent-loop';
import type { BrowserEnv } from '../../src/core/browser/env';
import type { PageDocument } from '../../src/core/document/types';
import { TextToolCallParser } from '../../src/core/model/text-tool-call-parser';
import { ReasoningSplitter } from '../../src/core/model/reasoning-splitter';
import type { ChatRequest, ModelChunk, ModelClient, ToolCall } from '../../src/core/model/types';
import { DEFAULT_SETTINGS, type Settings } from '../../src/shared/settings';
import type { BenchSection } from './bench-types';
import { median, ms, sample } from './timing';

function bigPage(url: string, lines: number): PageDocument {
  const links = Array.from({ length: 200 }, (_, i) => ({ url: `https://site.example/page/${i}`, text: `Related article ${i}` }));
  return {
    url,
    title: 'A long article about tidal locking',
    path: 'readability',
    links,
    lines: Array.from({ length: lines }, (_, i) =>
      i % 10 === 0 ? '' : `Line ${i}: tidal forces slow the rotation of the smaller body until it matches the orbit 【${i % 200}†Related article ${i % 200}】 and more words follow.`,
    ),
  };
}

const RESULTS: PageDocument = {
  url: 'https://search.example/?q=x',
  title: 'Web search for “x”',
  path: 'search',
  links: Array.from({ length: 10 }, (_, i) => ({ url: `https://site.example/r/${i}`, text: `Result ${i}` })),
  lines: ['# Search Results', '', ...Array.from({ length: 10 }, (_, i) => [`  * 【${i}†Result ${i}†site.example】`, `Snippet for result ${i} with a few words of text.`, '']).flat()],
};

const instantEnv = (page: PageDocument): BrowserEnv => ({
  search: async () => RESULTS,
  open: async () => page,
});

/** search, then open and find-next repeatedly: the same shape of answer a real model produces. */
function script(steps: number): Omit<ToolCall, 'id'>[] {
  const calls: Omit<ToolCall, 'id'>[] = [{ name: 'browser.search', arguments: { query: 'tidal locking' } }];
  for (let i = 1; calls.length < steps; i++) {
    calls.push(i % 3 === 1 ? { name: 'browser.open', arguments: { id: i % 10, cursor: 0 } } : { name: 'browser.find', arguments: { pattern: `Line ${i * 37}` } });
  }
  return calls;
}

class InstantClient implements ModelClient {
  readonly style = 'openai' as const;
  private n = 0;
  constructor(private readonly calls: Omit<ToolCall, 'id'>[]) {}
  async listModels() {
    return [];
  }
  async contextLength() {
    return 32768;
  }
  async *chat(_req: ChatRequest): AsyncGenerator<ModelChunk> {
    const i = this.n++;
    const call = this.calls[i];
    if (call) yield { type: 'tool_call', call: { id: `c${i}`, ...call } };
    else yield { type: 'content', text: 'Tidal locking slows the spin until it matches the orbit【2†L11-L12】.' };
    yield { type: 'done' };
  }
}

async function stepOverhead(): Promise<{ perStep: number; steps: number }> {
  const steps = 12;
  const settings: Settings = { ...DEFAULT_SETTINGS, browsing: { ...DEFAULT_SETTINGS.browsing, maxToolSteps: 50 } };
  const page = bigPage('https://site.example/r/1', 3000);
  const history = Array.from({ length: 6 }, (_, i) => ({ role: i % 2 ? ('assistant' as const) : ('user' as const), content: `Earlier message ${i} `.repeat(40) }));
  const once = async () => {
    const r = await runAgent({
      client: new InstantClient(script(steps)),
      model: 'bench',
      history,
      userMessage: 'Explain tidal locking',
      env: instantEnv(page),
      settings,
      signal: new AbortController().signal,
      onEvent: () => undefined,
    });
    if (r.citations.length !== 1) throw new Error('bench answer did not resolve its citation');
  };
  await once();
  const times = await sample(once, 10, 500);
  return { perStep: median(times) / steps, steps };
}

const MIXED = 'The Moon is tidally locked【2†L10-L12】, so one side <em>always</em> faces Earth [see notes] and `code` appears too. ';
const PROSE = 'The Moon is tidally locked【2†L10-L12】, so one side always faces Earth, and the far side stays hidden from view. ';

const TOOLS = ['browser.search', 'browser.open', 'browser.find'];

function contentOf(text: string, tools: readonly string[]): string {
  const p = new TextToolCallParser(tools);
  return p.push(text).content + p.end().content;
}

/**
 * The fixtures' model outputs (a call in each family's format, malformed ones, prose) that read the
 * same with prose after them, and the tools they name. Outputs that only end at the end of the
 * stream (an unclosed call) are left out: in a real answer they come once, last.
 */
function fixtureOutputs(): { inputs: string[]; tools: string[]; skipped: number } {
  const dir = fileURLToPath(new URL('../fixtures/text-tool-calls', import.meta.url));
  const cases = readdirSync(dir).filter((c) => existsSync(join(dir, c, 'input.txt')));
  const tools = new Set(TOOLS);
  const all = cases.map((c) => {
    const expected = JSON.parse(readFileSync(join(dir, c, 'expected.json'), 'utf8')) as { tools?: string[] };
    for (const t of expected.tools ?? []) tools.add(t);
    return readFileSync(join(dir, c, 'input.txt'), 'utf8');
  });
  const list = [...tools];
  const inputs = all.filter((input) => contentOf(`${input}\n${PROSE}`, list).endsWith(PROSE));
  return { inputs, tools: list, skipped: all.length - inputs.length };
}

function parserThroughput(unit: string, tools: readonly string[]): { parser: number; baseline: number; bytes: number; calls: number } {
  const text = unit.repeat(Math.ceil((4 * 1024 * 1024) / unit.length));
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += 6) chunks.push(text.slice(i, i + 6));
  const bytes = Buffer.byteLength(text, 'utf8');
  const best = (fn: () => void) => {
    let min = Infinity;
    for (let r = 0; r < 5; r++) {
      const t0 = performance.now();
      fn();
      min = Math.min(min, performance.now() - t0);
    }
    return min;
  };
  let sink = 0;
  let calls = 0;
  const parserMs = best(() => {
    const p = new TextToolCallParser(tools);
    calls = 0;
    for (const c of chunks) {
      const r = p.push(c);
      sink += r.content.length;
      calls += r.calls.length;
    }
    sink += p.end().content.length;
  });
  const baselineMs = best(() => {
    let s = '';
    for (const c of chunks) s += c;
    sink += s.length;
  });
  if (sink === 0) throw new Error('nothing parsed');
  const mbps = (msTaken: number) => bytes / (1024 * 1024) / (msTaken / 1000);
  return { parser: mbps(parserMs), baseline: mbps(baselineMs), bytes, calls };
}

/** MB/s of the reasoning splitter every round's text passes first (prose that opens without a tag: the common case). */
function splitterThroughput(unit: string): number {
  const text = unit.repeat(Math.ceil((4 * 1024 * 1024) / unit.length));
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += 6) chunks.push(text.slice(i, i + 6));
  let best = Infinity;
  let sink = 0;
  for (let r = 0; r < 5; r++) {
    const t0 = performance.now();
    const s = new ReasoningSplitter();
    for (const c of chunks) sink += s.push(c).content.length;
    sink += s.end().content.length;
    best = Math.min(best, performance.now() - t0);
  }
  if (sink === 0) throw new Error('nothing split');
  return Buffer.byteLength(text, 'utf8') / (1024 * 1024) / (best / 1000);
}

/** The worst case: a call that never closes, followed by a long answer, is held until MAX_CALL_CHARS. */
function unclosedCallMs(): number {
  const text = `<tool_call>browser.search\n<arg_key>query</arg_key>\n<arg_value>x${PROSE.repeat(1000)}`;
  let best = Infinity;
  for (let r = 0; r < 5; r++) {
    const t0 = performance.now();
    const p = new TextToolCallParser(TOOLS);
    let errors = 0;
    for (let i = 0; i < text.length; i += 6) errors += p.push(text.slice(i, i + 6)).errors.length;
    errors += p.end().errors.length;
    best = Math.min(best, performance.now() - t0);
    if (errors !== 1) throw new Error(`the unclosed call gave ${errors} errors, not 1`);
  }
  return best;
}

export default async function (): Promise<BenchSection> {
  const { perStep, steps } = await stepOverhead();
  const tp = parserThroughput(MIXED, TOOLS);
  const prose = parserThroughput(PROSE, TOOLS);
  const fixtures = fixtureOutputs();
  // Each call follows about 1.4 KB of prose: a round's preamble and part of an answer, as in a real stream.
  const paragraph = (MIXED + PROSE).repeat(6);
  const mixUnit = fixtures.inputs.map((input) => `${paragraph}\n${input}\n`).join('');
  const mix = parserThroughput(mixUnit, fixtures.tools);
  if (mix.calls === 0) throw new Error('the format mix produced no calls');
  const unclosed = unclosedCallMs();
  const splitter = splitterThroughput(MIXED);
  const ratio = (r: { parser: number; baseline: number }) => `${(r.parser / r.baseline).toFixed(2)}×`;
  return {
    title: 'Agent',
    rows: [
      { name: `loop overhead per tool step (${steps} steps, 3000-line page, no model/fetch)`, value: ms(perStep), goal: '< 50 ms', met: perStep < 50 },
      { name: 'text tool-call parser throughput (6-char chunks)', value: `${tp.parser.toFixed(0)} MB/s`, goal: '≥ 50 MB/s', met: tp.parser >= 50 },
      { name: 'same, prose without < [ ` characters', value: `${prose.parser.toFixed(0)} MB/s`, goal: '≥ 50 MB/s', met: prose.parser >= 50 },
      { name: `same, prose + a call in every format (${fixtures.inputs.length} kinds)`, value: `${mix.parser.toFixed(0)} MB/s`, goal: '≥ 50 MB/s', met: mix.parser >= 50 },
      { name: 'reasoning splitter throughput (tag-like prose, 6-char chunks)', value: `${splitter.toFixed(0)} MB/s`, goal: '≥ 50 MB/s', met: splitter >= 50 },
      { name: 'baseline: concatenating the same chunks', value: `${tp.baseline.toFixed(0)} MB/s` },
      { name: `worst case: a call never closed, then ${((PROSE.length * 1000) / 1024).toFixed(0)} KB of answer`, value: ms(unclosed), goal: '< 100 ms', met: unclosed < 100 },
      { name: 'parser ÷ baseline (tag-like prose / prose / format mix)', value: `${ratio(tp)} / ${ratio(prose)} / ${ratio(mix)}` },
    ],
    notes: [
      `parser input: ${(tp.bytes / 1024 / 1024).toFixed(1)} MB of answer text with citations and tag-like < [ \` characters (about one in three chunks), in 6-character chunks`,
      `format mix: ${(mix.bytes / 1024 / 1024).toFixed(1)} MB, the tests/fixtures/text-tool-calls inputs, each after 1.4 KB of prose (${fixtures.skipped} that only end with the stream left out), ${mix.calls} calls read per pass`,
      'loop overhead: in-process instant client and environment; includes views, find, repeat checks, context budgeting, citations',
    ],
  };
}
