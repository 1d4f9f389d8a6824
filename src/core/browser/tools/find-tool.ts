import { findInDocument } from '../../document/views/find';
import { ArgumentError, optionalInt, requiredString } from './tool-arguments';
import { failureResult } from './tool-failure';
import type { BrowserTool } from './tool-types';
import { viewOf } from './view-of';

const FIND_TITLE = /^Find results for “(.*)” in “(.*)”$/s;

export const findTool: BrowserTool = {
  spec: {
    name: 'browser.find',
    description: 'Finds exact matches of `pattern` in the current page, or the page given by `cursor`.',
    parameters: {
      type: 'object',
      properties: { pattern: { type: 'string' }, cursor: { type: 'number', description: 'default: -1' } },
      required: ['pattern'],
    },
  },
  async run(args, ctx) {
    try {
      const pattern = requiredString(args, 'pattern');
      const cursorArg = optionalInt(args, 'cursor', { min: 0 });
      const entry = ctx.session.get(cursorArg);
      if (!entry) throw new ArgumentError(`there is no page at cursor ${cursorArg ?? ctx.session.current}; ${ctx.session.describeCursors()}.`);
      // A find result's header names the page it searched; searching again names the page, not the result.
      const pageTitle = entry.title ? (FIND_TITLE.exec(entry.title)?.[2] ?? entry.doc.title) : entry.doc.title;
      const from = entry.findPattern === pattern ? entry.startLine + 1 : 1;
      const line = findInDocument(entry.doc, pattern, from);
      const found = line !== null;
      const cursor = ctx.session.add({
        doc: entry.doc,
        startLine: found ? line : Math.max(1, entry.doc.lines.length),
        title: found ? `Find results for “${pattern}” in “${pageTitle}”` : `“${pattern}” not found in page “${pageTitle}”`,
        ...(found ? { findPattern: pattern } : {}),
      });
      const view = viewOf(ctx.session.entries[cursor]!, cursor, ctx.settings.browsing.findViewWords).text;
      ctx.emit({ type: 'find', step: ctx.step, pattern, found, cursor, view });
      return view;
    } catch (err) {
      const result = failureResult(err, ctx.signal);
      ctx.emit({ type: 'tool-error', step: ctx.step, name: 'browser.find', message: result.slice(7) });
      return result;
    }
  },
};
