import { ArgumentError, httpUrl, optionalInt } from './tool-arguments';
import { confirmOpen } from '../open-provenance';
import { pageFailed } from './tool-failure';
import type { BrowserTool, ToolContext } from './tool-types';
import { viewOf } from './view-of';

type Target = { kind: 'url'; url: string; invented: boolean } | { kind: 'reshow'; cursor: number; loc?: number };

/** Which of open's three forms this call is (shared/design/browser-tools.md "open"). */
function target(args: Record<string, unknown>, ctx: ToolContext): Target {
  const cursorArg = optionalInt(args, 'cursor', { min: 0 });
  const loc = optionalInt(args, 'loc', { min: 0 });
  const rawId = args.id;
  const numericId = typeof rawId === 'number' || (typeof rawId === 'string' && /^\s*-?\d+\s*$/.test(rawId));
  if (typeof rawId === 'string' && !numericId && rawId.trim() !== '') {
    const url = httpUrl(rawId.trim());
    return { kind: 'url', url, invented: !ctx.session.known.has(url) };
  }
  const entry = ctx.session.get(cursorArg);
  if (!entry) throw new ArgumentError(`there is no page at cursor ${cursorArg ?? ctx.session.current}; ${ctx.session.describeCursors()}.`);
  const cursor = cursorArg ?? ctx.session.current;
  const id = numericId ? optionalInt(args, 'id') : undefined;
  if (id === undefined) return { kind: 'reshow', cursor, ...(loc !== undefined ? { loc } : {}) };
  const link = entry.doc.links[id];
  if (!link || id < 0) {
    const range = entry.doc.links.length ? `valid ids are 0–${entry.doc.links.length - 1}` : 'it has no links';
    throw new ArgumentError(`page [${cursor}] has no link ${id}; ${range}.`);
  }
  return { kind: 'url', url: link.url, invented: false };
}

export const openTool: BrowserTool = {
  spec: {
    name: 'browser.open',
    description:
      'Opens the link `id` from the page indicated by `cursor` starting at line number `loc`.\n' +
      'Valid link ids are displayed with the formatting: `【{id}†.*】`.\n' +
      'If `cursor` is not provided, the most recent page is implied.\n' +
      'If `id` is a string, it is treated as a fully qualified URL.\n' +
      'If `loc` is not provided, the viewport will be positioned at the beginning of the document.\n' +
      'Use this function without `id` to scroll to a new location of an opened page.',
    parameters: {
      type: 'object',
      properties: {
        cursor: { type: 'number', description: 'default: -1' },
        id: { type: ['number', 'string'], description: 'default: -1' },
        loc: { type: 'number', description: 'default: -1' },
      },
    },
  },
  async run(args, ctx) {
    let url = '';
    try {
      const t = target(args, ctx);
      const words = ctx.settings.browsing.viewWords;
      if (t.kind === 'reshow') {
        const prev = ctx.session.entries[t.cursor]!;
        const cursor = ctx.session.add({ doc: prev.doc, startLine: t.loc !== undefined ? Math.max(1, t.loc) : prev.startLine });
        const view = viewOf(ctx.session.entries[cursor]!, cursor, words).text;
        ctx.emit({ type: 'page-opened', step: ctx.step, url: prev.doc.url, title: prev.doc.title, lineCount: prev.doc.lines.length, cursor, view });
        return view;
      }
      url = t.url;
      ctx.emit({ type: 'page-opening', step: ctx.step, url, invented: t.invented });
      // A link id is a link of a page read, a known URL string one the conversation gave; any other is asked about.
      if (t.invented) await confirmOpen(url, ctx);
      const doc = await ctx.env.open({ url, origin: 'model' }, ctx.signal);
      const loc = optionalInt(args, 'loc', { min: 0 });
      const cursor = ctx.session.add({ doc, startLine: loc !== undefined ? Math.max(1, loc) : 1 });
      const view = viewOf(ctx.session.entries[cursor]!, cursor, words).text;
      ctx.emit({ type: 'page-opened', step: ctx.step, url: doc.url, title: doc.title, lineCount: doc.lines.length, cursor, view });
      return view;
    } catch (err) {
      return pageFailed(err, ctx, 'browser.open', url, 'open');
    }
  },
};
