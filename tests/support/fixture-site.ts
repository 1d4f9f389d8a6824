import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalServer, type LocalServer } from './local-server';

/** What `/account` shows only with the `fixture_session=let-me-in` cookie. */
export const ACCOUNT_SECRET = 'ACCOUNT-SECRET-491766';

/** Files of the fixture website, also readable directly by tests. */
export const FIXTURE_SITE_DIR = fileURLToPath(new URL('../fixtures/site/', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.js': 'text/javascript; charset=utf-8',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
};

/**
 * The local stand-in for the web: static pages from tests/fixtures/site plus a few behaviours
 * static files cannot show — `/slow?ms=N`, `/missing` (404), `/redirect` (302), `/redirect-to?url=U` (302 to U), `/redirect-loop`,
 * `/account` (a login wall), `/server-error` (500).
 */
export async function startFixtureSite(): Promise<LocalServer> {
  return startLocalServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    const path = url.pathname;
    if (path === '/slow') {
      const delay = Math.min(Number(url.searchParams.get('ms') ?? '5000'), 60_000);
      await new Promise((r) => setTimeout(r, delay));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Slow page</title><article><h1>Slow page</h1><p>This page took a long time to answer.</p></article>');
      return;
    }
    if (path === '/redirect') {
      res.writeHead(302, { location: '/articles/solar.html' });
      res.end();
      return;
    }
    if (path === '/redirect-to') {
      // An open redirect, as many real sites have one: the hostile tests point it at the canary.
      res.writeHead(302, { location: url.searchParams.get('url') ?? '/' });
      res.end();
      return;
    }
    if (path === '/redirect-loop') {
      res.writeHead(302, { location: `/redirect-loop?n=${Number(url.searchParams.get('n') ?? '0') + 1}` });
      res.end();
      return;
    }
    if (path === '/account') {
      // A login wall: the inbox (with its one-time code) only for the session cookie a test set.
      const loggedIn = /(?:^|;\s*)fixture_session=let-me-in(?:;|$)/.test(req.headers.cookie ?? '');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(
        loggedIn
          ? `<!doctype html><title>Inbox</title><main><h1>Inbox</h1><p>Your one-time sign-in code is ${ACCOUNT_SECRET}. Never share it.</p></main>`
          : '<!doctype html><title>Sign in</title><main><h1>Webmail</h1><p>Please sign in to read your mail.</p></main>',
      );
      return;
    }
    if (path === '/server-error') {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('internal error');
      return;
    }
    const rel = path === '/' ? 'index.html' : normalize(decodeURIComponent(path)).replace(/^[/\\]+/, '');
    if (rel.startsWith('..')) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(join(FIXTURE_SITE_DIR, rel));
      res.writeHead(200, { 'content-type': TYPES[extname(rel)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Not found</title><h1>404 Not Found</h1>');
    }
  });
}
