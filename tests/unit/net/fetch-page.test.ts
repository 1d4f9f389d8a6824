import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SidelightError } from '../../../src/core/errors';
import { fetchPage } from '../../../src/core/net/fetch-page';
import type { HopGuard } from '../../../src/core/net/hop-guard';
import { checkUrl } from '../../../src/core/net/url-policy';
import { startFixtureSite } from '../../support/fixture-site';
import { startLocalServer, type LocalServer } from '../../support/local-server';

let site: LocalServer;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(async () => {
  await site?.close();
});

const opts = (timeoutMs = 5000) => ({ timeoutMs, signal: new AbortController().signal });

async function failure(p: Promise<unknown>): Promise<SidelightError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SidelightError);
  return err as SidelightError;
}

describe('fetchPage (the fast path)', () => {
  it('follows redirects and records the final URL, status and type', async () => {
    const got = await fetchPage(`${site.url}/redirect`, opts());
    expect(got).toMatchObject({ url: `${site.url}/articles/solar.html`, status: 200, contentType: 'text/html; charset=utf-8', base64: false });
    expect(got.body).toContain('<title>Solar panels reach record efficiency');
    expect(got.byteSize).toBeGreaterThan(500);
  });

  it('sends PDF bytes as base64', async () => {
    const got = await fetchPage(`${site.url}/doc.pdf`, opts());
    expect(got.base64).toBe(true);
    expect(Buffer.from(got.body, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses images before reading them', async () => {
    const e = await failure(fetchPage(`${site.url}/image.png`, opts()));
    expect(e.code).toBe('unsupported-type');
    expect(e.message).toContain('is an image (image/png)');
  });

  it('turns 404 and 500 into errors that say what happened', async () => {
    const missing = await failure(fetchPage(`${site.url}/missing`, opts()));
    expect([missing.code, missing.status]).toEqual(['not-found', 404]);
    const broken = await failure(fetchPage(`${site.url}/server-error`, opts()));
    expect([broken.code, broken.status]).toEqual(['server', 500]);
    expect(broken.hint).toBeTruthy();
  });

  it('times out on a slow page, and tells a timeout from the caller stopping', async () => {
    const started = Date.now();
    const slow = await failure(fetchPage(`${site.url}/slow?ms=5000`, opts(300)));
    expect(slow.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
    const ac = new AbortController();
    const stopped = fetchPage(`${site.url}/slow?ms=5000`, { timeoutMs: 10_000, signal: ac.signal });
    setTimeout(() => ac.abort(), 100);
    expect((await failure(stopped)).code).toBe('aborted');
  });

  it('reports a refused connection as a network error', async () => {
    const e = await failure(fetchPage('http://127.0.0.1:9/', opts()));
    expect(e.code).toBe('network');
    expect(e.message).toContain('http://127.0.0.1:9/');
  });

  it('decodes the declared charset and refuses oversized bodies by their Content-Length', async () => {
    const latin1 = (async () => new Response(new Uint8Array([0x63, 0x61, 0x66, 0xe9]), { headers: { 'content-type': 'text/plain; charset=iso-8859-1' } })) as unknown as typeof fetch;
    expect((await fetchPage('https://x.example/', { ...opts(), fetch: latin1 })).body).toBe('café');
    const huge = (async () => new Response('x', { headers: { 'content-type': 'text/html', 'content-length': String(50 * 1024 * 1024) } })) as unknown as typeof fetch;
    expect((await failure(fetchPage('https://x.example/', { ...opts(), fetch: huge }))).code).toBe('too-large');
  });

  describe('redirects, one hop at a time', () => {
    let canary: LocalServer;
    let canaryHits = 0;
    beforeAll(async () => {
      canary = await startLocalServer((_req, res) => {
        canaryHits++;
        res.writeHead(401, { 'content-type': 'text/plain' }).end('canary secret');
      });
    });
    afterAll(async () => {
      await canary?.close();
    });

    /** The URL policy as the model's opens apply it, with only the fixture site allowed. */
    const policyGuard = (seen: string[] = []): HopGuard => ({
      async beforeRequest(url) {
        seen.push(url);
        const res = checkUrl(url, { origin: 'model', allowedLocalHosts: [new URL(site.url).host] });
        if (!res.ok) throw res.error;
      },
      afterResponse: async () => {},
      redirectTarget: async () => null,
    });

    it('checks every hop before it is requested: a redirect to a local host is never sent', async () => {
      canaryHits = 0;
      const seen: string[] = [];
      const e = await failure(fetchPage(`${site.url}/redirect-to?url=${encodeURIComponent(`${canary.url}/admin`)}`, { ...opts(), guard: policyGuard(seen) }));
      expect(e.code).toBe('refused-url');
      // The canary answers 401; the refusal must not say so. It names the refused address, whose random
      // port may hold the digits 401 (127.0.0.1:40101): that part is not the status.
      expect(e.message.replace(new URL(canary.url).host, 'HOST')).not.toMatch(/401|login|canary secret/i);
      expect(canaryHits).toBe(0);
      expect(seen).toEqual([`${site.url}/redirect-to?url=${encodeURIComponent(`${canary.url}/admin`)}`, `${canary.url}/admin`]);
    });

    it('follows allowed hops and reports the final URL', async () => {
      const seen: string[] = [];
      const got = await fetchPage(`${site.url}/redirect`, { ...opts(), guard: policyGuard(seen) });
      expect(got.url).toBe(`${site.url}/articles/solar.html`);
      expect(seen).toEqual([`${site.url}/redirect`, `${site.url}/articles/solar.html`]);
    });

    it('refuses a response the guard rejects before its status or body is used', async () => {
      canaryHits = 0;
      const guard: HopGuard = {
        beforeRequest: async () => {},
        async afterResponse(url) {
          if (url.startsWith(canary.url)) throw new SidelightError('refused-url', 'refused: private address');
        },
        redirectTarget: async () => null,
      };
      const e = await failure(fetchPage(`${canary.url}/x`, { ...opts(), guard }));
      expect(e.code).toBe('refused-url');
      expect(canaryHits).toBe(1);
    });

    it('asks the guard where an opaque redirect points, and checks that hop too', async () => {
      const calls: string[] = [];
      const fake = (async (input: string | URL | Request) => {
        const u = String(input);
        calls.push(u);
        if (u === 'https://public.example/start') return opaqueRedirect();
        return new Response('<p>landed</p>', { headers: { 'content-type': 'text/html' } });
      }) as unknown as typeof fetch;
      const seen: string[] = [];
      const guard: HopGuard = { ...policyGuard(seen), redirectTarget: async (url) => (url === 'https://public.example/start' ? 'http://127.0.0.1.nip.io/' : null) };
      const e = await failure(fetchPage('https://public.example/start', { ...opts(), fetch: fake, guard }));
      expect(e.code).toBe('refused-url');
      expect(calls).toEqual(['https://public.example/start']);
      expect(seen).toEqual(['https://public.example/start', 'http://127.0.0.1.nip.io/']);
      const unknown: HopGuard = { ...policyGuard(), redirectTarget: async () => null };
      expect((await failure(fetchPage('https://public.example/start', { ...opts(), fetch: fake, guard: unknown }))).message).toContain('could not follow');
    });

    it('sends each hop with what the guard adds (Chromium: public addresses only), and takes the guard’s reading of a failure', async () => {
      const inits: RequestInit[] = [];
      const browser = (async (_input: string | URL | Request, init?: RequestInit) => {
        inits.push(init!);
        // The browser's own address check: the name led somewhere not public, nothing was sent.
        if ((init as { targetAddressSpace?: string }).targetAddressSpace === 'public') throw new TypeError('Failed to fetch');
        return new Response('<p>from the address the user allowed</p>', { headers: { 'content-type': 'text/html' } });
      }) as unknown as typeof fetch;
      let before = 0;
      const guard = (verdict: 'refuse' | 'retry' | 'failed', restrictAgain = false): HopGuard => {
        let sent = 0;
        return {
          beforeRequest: async () => void before++,
          afterResponse: async () => {},
          redirectTarget: async () => null,
          requestOptions: () => (sent++ === 0 || restrictAgain ? { targetAddressSpace: 'public' } : {}),
          async requestFailed() {
            if (verdict === 'refuse') throw new SidelightError('refused-url', 'Refused: router.example is on this computer or your local network');
            return verdict;
          },
        };
      };
      const refused = await failure(fetchPage('http://router.example/', { ...opts(), fetch: browser, guard: guard('refuse') }));
      expect(refused.message).toContain('Refused: router.example');
      expect(inits.map((i) => (i as { targetAddressSpace?: string }).targetAddressSpace)).toEqual(['public']);
      expect(inits[0]).toMatchObject({ credentials: 'omit', redirect: 'manual', cache: 'no-store' });
      // An ordinary failure stays one.
      expect((await failure(fetchPage('http://router.example/', { ...opts(), fetch: browser, guard: guard('failed') }))).code).toBe('network');
      // Retried once, checked again before it goes, with what the guard says then.
      inits.length = 0;
      before = 0;
      const got = await fetchPage('http://nas.example/', { ...opts(), fetch: browser, guard: guard('retry') });
      expect(got.body).toContain('the user allowed');
      expect(inits.map((i) => (i as { targetAddressSpace?: string }).targetAddressSpace)).toEqual(['public', undefined]);
      expect(before).toBe(2);
      // …and only once.
      inits.length = 0;
      expect((await failure(fetchPage('http://nas.example/', { ...opts(), fetch: browser, guard: guard('retry', true) }))).code).toBe('network');
      expect(inits).toHaveLength(2);
    });

    it('gives up on a redirect loop', async () => {
      const e = await failure(fetchPage(`${site.url}/redirect-loop`, opts()));
      expect(e.message).toContain('redirected more than 10 times');
    });
  });
});

/** What a browser's fetch returns for `redirect: 'manual'`: no status, no headers. */
function opaqueRedirect(): Response {
  const res = new Response(null, { status: 200 });
  Object.defineProperty(res, 'type', { value: 'opaqueredirect' });
  Object.defineProperty(res, 'status', { value: 0 });
  return res;
}
