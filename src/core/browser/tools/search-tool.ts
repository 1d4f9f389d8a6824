import type { PageDocument } from '../../document/types';
import { optionalInt, requiredString } from './tool-arguments';
import { searchFailed } from './tool-failure';
import type { BrowserTool } from './tool-types';
import { viewOf } from './view-of';

/** Failover and filter notes are written into the results page as `Note: …` lines. */
export function notesOf(doc: PageDocument): string[] {
  return doc.lines.filter((l) => l.startsWith('Note: ')).map((l) => l.slice(6));
}

export const searchTool: BrowserTool = {
  spec: {
    name: 'browser.search',
    description: 'Searches the web for information related to `query` and displays `topn` results.',
    parameters: {
      type: 'object',
      properties: { query: { type: 'string' }, topn: { type: 'number', description: 'default: 10' } },
      required: ['query'],
    },
  },
  async run(args, ctx) {
    let query = '';
    try {
      query = requiredString(args, 'query');
      const count = optionalInt(args, 'topn', { min: 1, max: 50 }) ?? 10;
      ctx.emit({ type: 'search-started', step: ctx.step, query });
      const doc = await ctx.env.search({ query, count }, ctx.signal);
      const cursor = ctx.session.add({ doc, startLine: 1 });
      const view = viewOf(ctx.session.entries[cursor]!, cursor, ctx.settings.browsing.viewWords).text;
      ctx.emit({ type: 'search-finished', step: ctx.step, query, resultCount: doc.links.length, cursor, view, notes: notesOf(doc) });
      return view;
    } catch (err) {
      return searchFailed(err, ctx, 'browser.search', query);
    }
  },
};
