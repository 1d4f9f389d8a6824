import type { AgentEvent } from '../../../src/core/agent/events';
import { BrowserSession } from '../../../src/core/browser/browser-session';
import type { BrowserEnv, OpenRequest } from '../../../src/core/browser/env';
import type { ToolContext } from '../../../src/core/browser/tools';
import type { AskToOpen } from '../../../src/core/browser/open-provenance';
import type { PageDocument } from '../../../src/core/document/types';
import { SidelightError } from '../../../src/core/errors';
import type { SearchRequest } from '../../../src/core/search/types';
import { resultsToDocument } from '../../../src/core/search/results-document';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/shared/settings';

export const RESULTS = [
  { title: 'Prime Minister - GOV.UK', url: 'https://www.gov.uk/government/ministers/prime-minister', snippet: 'Sir Keir Starmer became Prime Minister on 5 July 2024.' },
  { title: 'Keir Starmer - Wikipedia', url: 'https://en.wikipedia.org/wiki/Keir_Starmer', snippet: 'Sir Keir Rodney Starmer (born 2 September 1962) is a British politician.' },
];

export function page(url: string, title: string, lines: string[], links: { url: string; text: string }[] = []): PageDocument {
  return { url, title, lines, links, path: 'readability' };
}

export const PM_PAGE = page(
  'https://www.gov.uk/government/ministers/prime-minister',
  'Prime Minister - GOV.UK',
  [
    '## Responsibilities',
    '',
    'The Prime Minister is the leader of His Majesty’s Government.',
    'Current role holder: 【0†The Rt Hon Sir Keir Starmer KCB KC MP】',
    '',
    'Sir Keir Starmer became Prime Minister on 5 July 2024.',
    'Keir attended Reigate Grammar School.',
    'Keir was elected leader of the Labour Party in April 2020.',
  ],
  [{ url: 'https://www.gov.uk/government/people/keir-starmer', text: 'The Rt Hon Sir Keir Starmer KCB KC MP' }],
);

/** A BrowserEnv over fixed documents, recording what the tools asked for. */
export function stubEnv(pages: PageDocument[] = [PM_PAGE]): BrowserEnv & { searches: SearchRequest[]; opens: OpenRequest[] } {
  const searches: SearchRequest[] = [];
  const opens: OpenRequest[] = [];
  return {
    searches,
    opens,
    async search(req) {
      searches.push(req);
      return resultsToDocument({ query: req.query, providerId: 'searxng', pageUrl: `https://search.example/?q=${encodeURIComponent(req.query)}`, results: RESULTS.slice(0, req.count), notes: [], errors: [] }, 0);
    },
    async open(req, signal) {
      opens.push(req);
      if (signal.aborted) throw new SidelightError('aborted', 'Stopped.');
      const found = pages.find((p) => p.url === req.url);
      if (!found) throw new SidelightError('http', `HTTP 404 for ${req.url}`, { hint: 'The page does not exist.', status: 404 });
      return found;
    },
  };
}

/** The user, asked whether the model may open an address of unknown provenance, allows it once. */
export const allowOnce: AskToOpen = async () => 'once';

/** A session that has read `urls` (as if earlier messages of the conversation had). */
export function knowing(...urls: string[]): BrowserSession {
  return new BrowserSession('', urls);
}

export function context(over: Partial<ToolContext> & { settings?: Settings } = {}): ToolContext & { events: AgentEvent[] } {
  const events: AgentEvent[] = [];
  return {
    session: new BrowserSession(),
    env: stubEnv(),
    settings: DEFAULT_SETTINGS,
    signal: new AbortController().signal,
    step: 1,
    emit: (e) => events.push(e),
    events,
    ...over,
  };
}
