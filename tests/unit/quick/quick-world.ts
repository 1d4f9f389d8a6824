/**
 * A world for Quick answer tests and its bench: a search that lists five long pages (2,000 lines
 * each by default, prose with numbers, one page in Chinese) and the one line that answers the
 * question, on a known line of the third page. Pages can take a while to load, to measure what
 * waiting for them costs.
 */
import type { BrowserEnv } from '../../../src/core/browser/env';
import type { PageDocument } from '../../../src/core/document/types';
import { SidelightError } from '../../../src/core/errors';
import { resultsToDocument } from '../../../src/core/search/results-document';

export const QUESTION = 'How tall is the Zugspitze, Germany’s highest mountain?';
export const FACT = 'The Zugspitze is 2,962 metres tall, the highest mountain in Germany.';
export const FACT_PAGE = 2;
export const FACT_LINE = 1234;

const TOPICS = ['rivers', 'railways', 'alpine huts', 'weather records', 'cable cars'];

// Every third line names the mountain or the country, so many passages match the question a little
// and the prompt has to be cut to the window.
function proseLine(topic: string, i: number): string {
  const near = i % 3 === 0 ? ` near the Zugspitze` : i % 3 === 1 ? ` in southern Germany` : '';
  return `In ${1900 + (i % 120)} the ${topic} survey${near} listed ${i * 37} entries, ${(i * 0.7).toFixed(1)} % more than the year before; see section ${i}.`;
}

const ZH = ['山峰的高度由测量局每十年复核一次。', '登山季节通常从六月持续到十月。', '缆车线路在冬季按计划检修。'];

export function worldPage(p: number, lines = 2000): PageDocument {
  const body = Array.from({ length: lines }, (_, i) => (p === 4 ? ZH[i % ZH.length]! : i % 40 === 0 ? `## ${TOPICS[p]} part ${i / 40 + 1}` : proseLine(TOPICS[p]!, i)));
  if (p === FACT_PAGE) body[FACT_LINE - 1] = FACT;
  return { title: `Bavaria ${TOPICS[p]}`, url: `https://bavaria.example/${p}`, lines: body, links: [], path: 'readability' };
}

export interface QuickWorld extends BrowserEnv {
  opened: string[];
  searched: string[];
}

/** Five results; `pageDelayMs` before each page arrives (Stop and timeouts cut it short); `failing` pages answer 404. */
export function quickWorld(o: { pageDelayMs?: number; searchDelayMs?: number; lines?: number; failing?: number[] } = {}): QuickWorld {
  const opened: string[] = [];
  const searched: string[] = [];
  const pages = TOPICS.map((_, p) => worldPage(p, o.lines));
  const wait = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (!ms) return resolve();
      const t = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => (clearTimeout(t), reject(new SidelightError('aborted', 'Stopped.'))), { once: true });
    });
  return {
    opened,
    searched,
    async search(req, signal) {
      searched.push(req.query);
      await wait(o.searchDelayMs ?? 0, signal);
      const results = pages.map((d) => ({ title: d.title, url: d.url, snippet: `About ${d.title}.` }));
      return resultsToDocument({ query: req.query, providerId: 'searxng', pageUrl: 'https://searx.example/search', results, notes: [], errors: [] }, 0);
    },
    async open(req, signal) {
      await wait(o.pageDelayMs ?? 0, signal);
      opened.push(req.url);
      const i = pages.findIndex((d) => d.url === req.url);
      if (i < 0 || o.failing?.includes(i)) throw new SidelightError('http', `HTTP 404 for ${req.url}`, { status: 404 });
      return pages[i]!;
    },
  };
}
