/**
 * page2md: the page → document pipeline from the command line, on the same core the extension runs.
 *
 *   npm run --silent page2md -- FILE... [--url URL] [--json] [--start N] [--words N]
 *
 * Prints each file's view (or, with --json, {title, url, lines, links, byline, excerpt, path, charset};
 * an array when several files are given). Files are decoded as a browser would, except that a file
 * of valid UTF-8 with non-ASCII bytes is UTF-8 whatever its `<meta charset>` says; `charset` says
 * which encoding was used. A file that cannot be read is reported on stderr and makes
 * the exit status non-zero; the other files are still printed.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bodyToDocument } from '../src/core/document/parse/body-to-document';
import type { PageDocument } from '../src/core/document/types';
import { renderView } from '../src/core/document/views/view';
import { toSidelightError } from '../src/core/errors';
import { DEFAULT_SETTINGS } from '../src/shared/settings';
import { contentTypeFor, parseArgs, USAGE } from './page2md-args';
import { parseHtml } from './page2md-dom';

async function main(): Promise<number> {
  const parsed = parseArgs(process.argv.slice(2), { words: DEFAULT_SETTINGS.browsing.viewWords });
  if (!parsed.ok) {
    process.stderr.write(`page2md: ${parsed.message}\n${parsed.message === USAGE ? '' : USAGE + '\n'}`);
    return 2;
  }
  const { files, url, json, start, words } = parsed.args;
  let failed = false;
  const docs: PageDocument[] = [];
  let printed = 0;
  for (const [i, file] of files.entries()) {
    let doc: PageDocument;
    try {
      const body = new Uint8Array(await readFile(file));
      const pageUrl = url ?? pathToFileURL(resolve(file)).href;
      doc = await bodyToDocument({ body, url: pageUrl, contentType: contentTypeFor(file), parseHtml, utf8Wins: true });
    } catch (err) {
      failed = true;
      const e = err as NodeJS.ErrnoException;
      const why = e?.code === 'ENOENT' ? 'no such file' : e?.code === 'EISDIR' ? 'is a directory' : e?.code === 'EACCES' ? 'permission denied' : toSidelightError(err).toUserText();
      process.stderr.write(`page2md: cannot read ${file}: ${why}\n`);
      continue;
    }
    if (json) {
      docs.push(doc);
    } else {
      if (printed++ > 0) process.stdout.write('\n');
      process.stdout.write(renderView(doc, { cursor: i, startLine: start, maxWords: words }).text + '\n');
    }
  }
  if (json) {
    const out = docs.map(({ title, url: u, lines, links, byline, excerpt, path, charset }) => ({ title, url: u, lines, links, byline, excerpt, path, charset }));
    process.stdout.write(JSON.stringify(files.length === 1 ? (out[0] ?? null) : out, null, 2) + '\n');
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
