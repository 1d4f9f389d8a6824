/**
 * Walks tests/fixtures/search/<provider>/<case>/: `case.json` (request, settings, the recorded
 * answer's status and content type), `body.*` (the recorded answer) and `expected.json` (the
 * request the provider must send, and the results or the error it must produce).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { SidelightError } from '../../../src/core/errors';
import { PROVIDERS } from '../../../src/core/search/providers';
import type { SearchProviderSettings, SearchRequest } from '../../../src/core/search/types';

const ROOT = fileURLToPath(new URL('../../fixtures/search/', import.meta.url));

const BASE_SETTINGS: SearchProviderSettings = { searxngUrl: '', braveApiKey: '', ollamaApiKey: '', safeSearch: 1, country: '', language: '' };

interface CaseFile {
  request: SearchRequest;
  settings?: Partial<SearchProviderSettings>;
  status?: number;
  contentType?: string;
}

interface Expected {
  request: null | { method: string; url: string; headers?: Record<string, string>; body?: unknown };
  response?: unknown;
  error?: { code: string; message: string; hint?: string; status?: number };
}

function bodyOf(dir: string): string {
  const file = readdirSync(dir).find((f) => f.startsWith('body.'));
  return file ? readFileSync(join(dir, file), 'utf8') : '';
}

export const parseHtml = (html: string) => parseHTML(html).document as unknown as Document;

for (const providerId of readdirSync(ROOT).filter((d) => existsSync(join(ROOT, d, '.')) && !d.includes('.'))) {
  describe(`search provider ${providerId}`, () => {
    for (const name of readdirSync(join(ROOT, providerId)).sort()) {
      const dir = join(ROOT, providerId, name);
      if (!existsSync(join(dir, 'case.json'))) continue;
      it(name, async () => {
        const c = JSON.parse(readFileSync(join(dir, 'case.json'), 'utf8')) as CaseFile;
        const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Expected;
        const sent: { url: string; init: RequestInit }[] = [];
        const fakeFetch = (async (url: string | URL | Request, init: RequestInit = {}) => {
          sent.push({ url: String(url), init });
          return new Response(bodyOf(dir), { status: c.status ?? 200, headers: { 'content-type': c.contentType ?? 'application/json' } });
        }) as typeof fetch;
        const provider = PROVIDERS.find((p) => p.id === providerId);
        if (!provider) throw new Error(`tests/fixtures/search/${providerId} is not a registered provider's id`);
        const run = provider.search(c.request, { ...BASE_SETTINGS, ...c.settings }, { fetch: fakeFetch, signal: new AbortController().signal, parseHtml });
        if (expected.error) {
          const err = await run.then(
            () => null,
            (e: unknown) => e,
          );
          expect(err, 'the provider should fail').toBeInstanceOf(SidelightError);
          const e = err as SidelightError;
          expect(e.code).toBe(expected.error.code);
          expect(e.message).toContain(expected.error.message);
          if (expected.error.hint) expect(e.hint).toContain(expected.error.hint);
          if (expected.error.status) expect(e.status).toBe(expected.error.status);
        } else {
          expect(await run).toEqual(expected.response);
        }
        if (expected.request === null) {
          expect(sent, 'nothing should be sent').toHaveLength(0);
          return;
        }
        expect(sent).toHaveLength(1);
        const req = sent[0]!;
        expect(req.init.method ?? 'GET').toBe(expected.request.method);
        expect(req.url).toBe(expected.request.url);
        const headers = new Headers(req.init.headers);
        for (const [k, v] of Object.entries(expected.request.headers ?? {})) expect(headers.get(k), k).toBe(v);
        if (expected.request.body !== undefined) expect(JSON.parse(String(req.init.body))).toEqual(expected.request.body);
      });
    }
  });
}
