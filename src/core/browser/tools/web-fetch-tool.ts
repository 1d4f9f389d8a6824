import { countWords } from '../../document/views/view';
import { httpUrl, requiredString } from './tool-arguments';
import { confirmOpen } from '../open-provenance';
import { pageFailed } from './tool-failure';
import type { BrowserTool } from './tool-types';

export const webFetchTool: BrowserTool = {
  spec: {
    name: 'web_fetch',
    description: 'Fetch a web page by URL and return its title and main text as markdown.',
    parameters: {
      type: 'object',
      properties: { url: { type: 'string', description: 'The full http(s) URL to fetch' } },
      required: ['url'],
    },
  },
  async run(args, ctx) {
    let url = '';
    try {
      url = httpUrl(requiredString(args, 'url'));
      ctx.emit({ type: 'page-opening', step: ctx.step, url, invented: !ctx.session.known.has(url) });
      await confirmOpen(url, ctx);
      const doc = await ctx.env.open({ url, origin: 'model' }, ctx.signal);
      const cursor = ctx.session.add({ doc, startLine: 1 });
      // The same word budget as a browser view keeps one fetch from flooding the context window.
      const budget = ctx.settings.browsing.viewWords;
      const shown: string[] = [];
      let words = 0;
      for (const line of doc.lines) {
        const w = countWords(line);
        if (shown.length > 0 && words + w > budget) break;
        words += w;
        shown.push(line);
      }
      const more = shown.length < doc.lines.length ? `\n\n[Content truncated: showing ${shown.length} of ${doc.lines.length} lines]` : '';
      const text = `Title: ${doc.title}\nURL: ${doc.url}\n\n${shown.join('\n')}${more}`;
      ctx.emit({ type: 'page-opened', step: ctx.step, url: doc.url, title: doc.title, lineCount: doc.lines.length, cursor, view: text });
      return text;
    } catch (err) {
      return pageFailed(err, ctx, 'web_fetch', url, 'fetch');
    }
  },
};
