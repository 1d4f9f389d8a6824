/**
 * A small world for research tests: four topics, each with a search result and one page whose facts
 * sit on known lines, and a scripted model (FakeClient) that plans, researches each sub-question
 * (search → open → notes citing the page) and writes a report from the notes it is given, whatever
 * order the parallel sub-questions reach it in.
 */
import type { ChatRequest } from '../../../src/core/model/types';
import type { BrowserEnv } from '../../../src/core/browser/env';
import type { PageDocument } from '../../../src/core/document/types';
import { resultsToDocument } from '../../../src/core/search/results-document';
import type { ResearchJob } from '../../../src/core/research/research-types';
import type { ResearchStore } from '../../../src/core/research/research-job';
import type { ResearchSource } from '../../../src/core/research/source-table';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings';
import { agentSettingsFrom } from '../../../src/shared/agent-settings-from';
import { FakeClient, type FakeTurn } from '../agent/fake-client';

export const TOPICS = [
  { sub: 'What is the boiling point of water at sea level?', url: 'https://facts.example/boiling', fact: 'Water boils at 100 degrees Celsius at sea level.' },
  { sub: 'What is the freezing point of water in Fahrenheit?', url: 'https://facts.example/freezing', fact: 'Water freezes at 32 degrees Fahrenheit.' },
  { sub: 'How dense is liquid water at 4 degrees Celsius?', url: 'https://facts.example/density', fact: 'Liquid water is densest at 4 degrees Celsius, about 1000 kilograms per cubic metre.' },
  { sub: 'What share of Earth is covered by oceans?', url: 'https://facts.example/oceans', fact: 'Oceans cover about 71 percent of the surface of Earth.' },
];

/** The line of each topic page that holds its fact. */
export const FACT_LINE = 3;

export function topicPage(i: number): PageDocument {
  const t = TOPICS[i]!;
  return { title: `Topic ${i}`, url: t.url, lines: [`# Topic ${i}`, '', t.fact, '', 'Unrelated closing words.'], links: [], path: 'readability' };
}

export const agentSettings = agentSettingsFrom(DEFAULT_SETTINGS);

export function worldEnv(o: { pageDelayMs?: number; signalAware?: boolean } = {}): BrowserEnv & { opened: string[]; searched: string[] } {
  const opened: string[] = [];
  const searched: string[] = [];
  return {
    opened,
    searched,
    async search(req) {
      searched.push(req.query);
      const i = Math.max(0, TOPICS.findIndex((t) => t.sub === req.query));
      return resultsToDocument({ query: req.query, providerId: 'searxng', pageUrl: `https://searx.example/search?q=${i}`, results: [{ title: `Topic ${i}`, url: TOPICS[i]!.url, snippet: 'About it.' }], notes: [], errors: [] }, 0);
    },
    async open(req, signal) {
      if (o.pageDelayMs) {
        await new Promise<void>((resolve, reject) => {
          const t = setTimeout(resolve, o.pageDelayMs);
          signal.addEventListener('abort', () => (clearTimeout(t), reject(new Error('aborted'))), { once: true });
        });
      }
      opened.push(req.url);
      return topicPage(TOPICS.findIndex((t) => t.url === req.url));
    },
  };
}

const lastUser = (req: ChatRequest) => [...req.messages].reverse().find((m) => m.role === 'user')?.content ?? '';

/** Which part of the job a request is. */
export function kindOf(req: ChatRequest): 'plan' | 'report' | 'notes-now' | 'sub' {
  const system = req.messages[0]?.content ?? '';
  if (system.startsWith('You plan web research')) return 'plan';
  if (system.startsWith('You write a research report')) return 'report';
  if (lastUser(req).startsWith('Stop browsing now')) return 'notes-now';
  return 'sub';
}

/** The report a model that follows the prompt writes: a summary, a section per sub-question with the notes' citations, the gaps. */
export function reportFrom(req: ChatRequest): string {
  const user = lastUser(req).replace('Write the report now.', '');
  const sections = [...user.matchAll(/### \d+\. (.+)\n([^#]*)/g)].map((m) => ({ sub: m[1]!, notes: m[2]!.trim() }));
  const first = sections.find((s) => /【\d+†L\d+/.test(s.notes));
  const summary = first ? first.notes.split('\n')[0]! : 'Nothing was found.';
  const body = sections.map((s) => `## ${s.sub}\n\n${/【\d+†L\d+/.test(s.notes) ? s.notes : 'Nothing was found.'}`);
  return ['## Summary', '', summary, '', ...body, '', '## What I could not find', '', 'Nothing important.'].join('\n');
}

export interface WorldModelOptions {
  plan?: string;
  /** Wait this long before each sub-question turn (lets tests press Stop mid-research). */
  delayMs?: number;
  window?: number;
}

/** The scripted model for the world, answering each request by what it is. */
export function worldClient(o: WorldModelOptions = {}): FakeClient {
  const plan = o.plan ?? `Here is my plan:\n\n${TOPICS.map((t, i) => `${i + 1}. **${t.sub}**`).join('\n')}\n\nI will research these.`;
  return new FakeClient((req): FakeTurn => {
    const kind = kindOf(req);
    if (kind === 'plan') return { chunks: [plan] };
    if (kind === 'report') return { chunks: [reportFrom(req)] };
    if (kind === 'notes-now') return { chunks: ['Read only partly: the page was open【1†L1】.'] };
    const request = req.messages.find((m) => m.role === 'user')!.content;
    const i = TOPICS.findIndex((t) => request.includes(t.sub));
    const tools = req.messages.filter((m) => m.role === 'tool').length;
    const delay = o.delayMs ? { delayMs: o.delayMs, chunks: [' '] } : {};
    if (tools === 0) return { ...delay, calls: [{ name: 'browser.search', arguments: { query: TOPICS[i]!.sub } }] };
    if (tools === 1) return { ...delay, calls: [{ name: 'browser.open', arguments: { id: TOPICS[i]!.url } }] };
    return { chunks: [`${TOPICS[i]!.fact}【1†L${FACT_LINE}】\nNot found: the history of the measurement.`] };
  }, o.window ?? 8192);
}

export class MemoryResearchStore implements ResearchStore {
  readonly saves: ResearchJob[] = [];
  readonly sources = new Map<string, ResearchSource[]>();
  async saveJob(job: ResearchJob) {
    this.saves.push(structuredClone(job));
  }
  async saveSources(jobId: string, sources: readonly ResearchSource[]) {
    this.sources.set(jobId, [...(this.sources.get(jobId) ?? []), ...structuredClone(sources)]);
  }
  async loadSources(jobId: string) {
    return structuredClone(this.sources.get(jobId) ?? []);
  }
  last(): ResearchJob {
    return structuredClone(this.saves.at(-1)!);
  }
}
