/**
 * Errors the code builds with words for the user, one of each kind, built by the real code paths.
 * error-words.test.ts renders each in every locale. A new error kind is a new entry here.
 */
import type { SidelightError } from '../../../src/core/errors';
import { connectTimeoutError, connectionError, contextLengthError, httpError, streamEndedError, streamError, type RequestContext } from '../../../src/core/model/http-errors';
import { readLines } from '../../../src/core/model/line-reader';
import { readNdjson } from '../../../src/core/model/ndjson-stream';
import { pullError } from '../../../src/core/model/ollama-models';
import { createEmbedder } from '../../../src/core/search/embedder';
import { runSearchPipeline } from '../../../src/core/search/pipeline';
import { providerFetch, readJson, statusError } from '../../../src/core/search/provider-http';
import { braveError, braveProvider } from '../../../src/core/search/providers/brave';
import { duckDuckGoProvider, parseDuckDuckGoHtml } from '../../../src/core/search/providers/duckduckgo';
import { ollamaWebSearchProvider } from '../../../src/core/search/providers/ollama-web-search';
import { searxngProvider } from '../../../src/core/search/providers/searxng';
import type { ProviderContext, SearchProvider } from '../../../src/core/search/types';
import { parseHTML } from 'linkedom';
import { addressSpaceRefusal, checkUrl, localRefusal } from '../../../src/core/net/url-policy';
import { fetchPage, statusToError } from '../../../src/core/net/fetch-page';
import { bodyToDocument } from '../../../src/core/document/parse/body-to-document';
import { localFileToDocument, MAX_PDF_BYTES } from '../../../src/core/document/local/local-file';
import { openError, storageError } from '../../../src/shared/db/quota';
import { refusedSender } from '../../../src/shared/message-sender';
import { siteHoldsStateError } from '../../../src/background/open-page/stored-state';
import { createAgentContainer } from '../../../src/background/open-page/agent-container';
import { noModelServerError } from '../../../src/sidepanel/model/no-model-server';
import { withWorkerRetry } from '../../../src/sidepanel/agent/worker-retry';
import { pipelineSettings } from '../search/pipeline-settings';
import { BrowserSession } from '../../../src/core/browser/browser-session';
import type { BrowserEnv } from '../../../src/core/browser/env';
import { confirmOpen } from '../../../src/core/browser/open-provenance';
import { budgetedEnv } from '../../../src/core/research/research-env';
import { researchBusyError } from '../../../src/background/research/research-busy';
import { noVisionError } from '../../../src/core/model/vision-refusal';
import { notAnImageError } from '../../../src/core/image/image-type';
import { promptGoneError } from '../../../src/core/prompts/prompt-library';
import { imageAddressError } from '../../../src/core/image/image-source';
import { pageBehindChatTabError, screenshotNotAllowedError } from '../../../src/background/capture-tab';
import { promptApiError } from '../../../src/core/model/prompt-api';
import { PromptApiClient } from '../../../src/core/model/prompt-api-client';

const ollama: RequestContext = { endpoint: { baseUrl: 'http://localhost:11434', style: 'ollama' }, path: '/api/chat', model: 'qwen3:8b' };
const openai: RequestContext = { endpoint: { baseUrl: 'http://localhost:8080/v1', style: 'openai' }, path: '/models' };

async function rejection(run: () => Promise<unknown>): Promise<SidelightError> {
  try {
    await run();
  } catch (e) {
    return e as SidelightError;
  }
  throw new Error('expected a rejection');
}

async function drain(gen: AsyncGenerator<unknown>): Promise<void> {
  for await (const _ of gen);
}

/** A provider context whose fetch answers `answer` (or fails with it when it is an Error). */
function searchCtx(answer: Error | ((signal: AbortSignal) => Response | Promise<Response>)): ProviderContext {
  return {
    fetch: (async (_url: string, init?: RequestInit) => {
      if (answer instanceof Error) throw answer;
      return answer(init!.signal!);
    }) as typeof fetch,
    signal: new AbortController().signal,
    parseHtml: (html) => parseHTML(html).document as unknown as Document,
  };
}
const searchSettings = { searxngUrl: 'http://searx.test', braveApiKey: 'k', ollamaApiKey: 'k', safeSearch: 1 as const, country: '', language: '' };
const request = { query: 'solar', count: 10 };
const search = (provider: SearchProvider, answer: Error | (() => Response), settings: Partial<typeof searchSettings> = {}) =>
  rejection(() => provider.search(request, { ...searchSettings, ...settings }, searchCtx(answer)));
const html = (body: string, status = 200) => new Response(`<html><body>${body}</body></html>`, { status, headers: { 'content-type': 'text/html' } });
const jsonAnswer = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
const failing = (error: Error): SearchProvider => ({ id: 'brave', label: 'Brave Search', isConfigured: () => true, search: () => Promise.reject(error) });
/** A server that never answers: only the request's signal ends the wait, as with fetch. */
const never = (signal: AbortSignal) => new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));

const refusal = (raw: string, origin: 'model' | 'user' = 'model') => {
  const r = checkUrl(raw, { origin, allowedLocalHosts: [] });
  if (r.ok) throw new Error(`${raw} was not refused`);
  return r.error;
};
/** fetchPage against a fetch that answers `answer` for every hop. */
const open = (answer: (signal: AbortSignal) => Response | Promise<Response>, timeoutMs = 5000) =>
  rejection(() => fetchPage('https://example.com/page', { timeoutMs, signal: new AbortController().signal, fetch: (async (_u: string, init?: RequestInit) => answer(init!.signal!)) as typeof fetch }));
const typed = (type: string, headers: Record<string, string> = {}) => () => new Response('x', { headers: { 'content-type': type, ...headers } });
/** A body that never ends: more bytes than Sidelight reads, a megabyte at a time. */
const endless = () => new Response(new ReadableStream({ pull: (c) => c.enqueue(new Uint8Array(1 << 20)) }), { headers: { 'content-type': 'text/html' } });
const localFile = (name: string, type: string, size = 10) => ({ name, type, size, bytes: async () => new Uint8Array(0) });
const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const WORKER_LOST = new Error('The message port closed before a response was received.');

const silent = () => new ReadableStream<Uint8Array>({});
const body = (text: string) => new Response(text).body!;

export const errorCatalog: Record<string, () => SidelightError | Promise<SidelightError>> = {
  'model unreachable (Ollama)': () => connectionError(ollama, new TypeError('Failed to fetch')),
  'model unreachable (OpenAI-compatible)': () => connectionError(openai, new TypeError('Failed to fetch')),
  'model connect timeout': () => connectTimeoutError(ollama, 15_000),
  'model stream ended': () => streamEndedError(),
  'model error mid-stream': () => streamError('llama runner process has terminated'),
  'context length': () => contextLengthError('the request exceeds the available context size', 400),
  'model 401 with words': () => httpError(openai, 401, '{"error":{"message":"Invalid API Key"}}'),
  'model 401 without words': () => httpError(openai, 401, ''),
  'model 403 Ollama origin': () => httpError(ollama, 403, ''),
  'model 403': () => httpError(openai, 403, 'Forbidden'),
  'model 404 Ollama model': () => httpError(ollama, 404, '{"error":"model \\"qwen3:8b\\" not found, try pulling it first"}'),
  'model 404 OpenAI model': () => httpError({ ...openai, path: '/chat/completions', model: 'gpt-oss' }, 404, '{"error":{"message":"model not found"}}'),
  'model 404 endpoint': () => httpError(openai, 404, ''),
  'model 429': () => httpError(openai, 429, '{"error":{"message":"server busy"}}'),
  'model 500': () => httpError(ollama, 500, '{"error":"llama runner process has terminated: exit status 2"}'),
  'model 418': () => httpError(openai, 418, ''),
  'model context length via HTTP': () => httpError(openai, 400, '{"error":{"message":"the request exceeds the available context size, try increasing it"}}'),
  'model went silent': () => rejection(() => drain(readLines(silent(), 10, new AbortController().signal))),
  'model line not JSON': () => rejection(() => drain(readNdjson(body('not json\n'), 1000, new AbortController().signal))),
  'pull: no such model': () => pullError('qwen9:1b', 'pull model manifest: file does not exist'),
  'pull: disk full': () => pullError('qwen3:8b', 'write /root/.ollama/models/blobs: no space left on device'),
  'pull: bad name': () => pullError('Qwen 3', 'invalid model name'),
  'pull: other': () => pullError('qwen3:8b', 'Get "https://registry.ollama.ai/v2/": dial tcp: i/o timeout'),

  'search timeout': () => rejection(() => providerFetch(searchCtx(never), 'http://searx.test/search', {}, { label: 'SearXNG', timeoutMs: 10 })),
  'search unreachable': () => rejection(() => providerFetch(searchCtx(new TypeError('Failed to fetch')), 'http://searx.test/search', {}, { label: 'SearXNG', timeoutMs: 1000 })),
  'search 401 with words': () => statusError('SearXNG', 401, 'Unauthorized: token missing'),
  'search 403': () => statusError('SearXNG', 403, ''),
  'search 404': () => statusError('SearXNG', 404, '<h1>Not Found</h1>'),
  'search 429': () => statusError('SearXNG', 429, ''),
  'search 502 with words': () => statusError('SearXNG', 502, 'Bad Gateway'),
  'search 418': () => statusError('SearXNG', 418, ''),
  'search not JSON': () => rejection(() => readJson('SearXNG', new Response('<html>login</html>'))),
  'search empty body': () => rejection(() => readJson('SearXNG', new Response(''))),
  'SearXNG without results list': () => search(searxngProvider, () => jsonAnswer({ query: 'solar' })),
  'SearXNG without URL': () => search(searxngProvider, () => jsonAnswer({}), { searxngUrl: '' }),
  'SearXNG JSON format off': () => search(searxngProvider, () => new Response('Forbidden', { status: 403 })),
  'SearXNG limiter': () => search(searxngProvider, () => new Response('Too Many Requests', { status: 429 })),
  'SearXNG every engine failed': () => search(searxngProvider, () => jsonAnswer({ results: [], answers: [], unresponsive_engines: [['google', 'CAPTCHA'], ['brave', 'timeout']] })),
  'Brave not an object': () => search(braveProvider, () => jsonAnswer('nope')),
  'Brave without results list': () => search(braveProvider, () => jsonAnswer({ web: {} })),
  'Brave key refused': () => braveError(401, '{"type":"ErrorResponse","error":{"code":"SUBSCRIPTION_TOKEN_INVALID","detail":"The provided subscription token is invalid."}}'),
  'Brave key refused without words': () => braveError(401, ''),
  'Brave quota': () => braveError(402, '{"type":"ErrorResponse","error":{"code":"QUOTA_LIMITED","detail":"Quota exceeded."}}'),
  'Brave quota without words': () => braveError(402, ''),
  'Brave rate limit': () => braveError(429, '{"type":"ErrorResponse","error":{"code":"RATE_LIMITED"}}'),
  'Brave without key': () => search(braveProvider, () => jsonAnswer({}), { braveApiKey: '' }),
  'DuckDuckGo bot wall': () => rejection(async () => parseDuckDuckGoHtml(parseHTML('<html><body><div class="anomaly-modal"></div></body></html>').document as unknown as Document)),
  'DuckDuckGo layout changed': () => search(duckDuckGoProvider, () => html('<p>new layout</p>')),
  'DuckDuckGo refusing': () => search(duckDuckGoProvider, () => html('', 403)),
  'Ollama web search without results list': () => search(ollamaWebSearchProvider, () => jsonAnswer({})),
  'Ollama web search without key': () => search(ollamaWebSearchProvider, () => jsonAnswer({}), { ollamaApiKey: '' }),
  'search query empty': () => rejection(() => runSearchPipeline({ query: ' ', count: 5 }, pipelineSettings(), { fetch, parseHtml: () => ({}) as Document, signal: new AbortController().signal })),
  'no search provider': () => rejection(() => runSearchPipeline(request, pipelineSettings(), { fetch, parseHtml: () => ({}) as Document, signal: new AbortController().signal, providers: [] })),
  'search failed with every provider': () =>
    rejection(() =>
      runSearchPipeline(request, pipelineSettings({ provider: 'brave' }), {
        fetch,
        parseHtml: () => ({}) as Document,
        signal: new AbortController().signal,
        providers: [failing(braveError(429, '')), { ...failing(statusError('SearXNG', 502, '')), id: 'searxng', label: 'SearXNG' }],
      }),
    ),
  'embedding model status': () => rejection(() => createEmbedder({ baseUrl: 'http://localhost:11434', apiStyle: 'ollama', model: 'nomic-embed-text', fetch: async () => new Response('', { status: 404 }) })(['a'], new AbortController().signal)),
  'not a web address': () => refusal('not a url'),
  'javascript: address': () => refusal('javascript:alert(1)', 'user'),
  'model opens a file: address': () => refusal('file:///etc/passwd'),
  'model opens a local address': () => { const r = localRefusal('192.168.1.1'); if (r.ok) throw new Error('not refused'); return r.error; },
  'the browser finds the model’s address is not public': () => addressSpaceRefusal('router.example'),
  'page 404': () => statusToError(404, 'https://example.com/gone'),
  'page 401': () => statusToError(401, 'https://example.com/private'),
  'page 403': () => statusToError(403, 'https://example.com/blocked'),
  'page 429': () => statusToError(429, 'https://example.com/busy'),
  'page 503': () => statusToError(503, 'https://example.com/down'),
  'page 418': () => statusToError(418, 'https://example.com/teapot'),
  'page too large (declared)': () => open(typed('text/html', { 'content-length': String(50 * 1048576) })),
  'page too large (while reading)': () => open(endless),
  'page redirect loop': () => open(() => new Response(null, { status: 302, headers: { location: '/again' } })),
  'page redirect nowhere': () => open(() => new Response(null, { status: 302 })),
  'page redirect to an invalid address': () => open(() => new Response(null, { status: 302, headers: { location: 'http://[bad' } })),
  'page is an image': () => open(typed('image/png')),
  'page is a video': () => open(typed('video/mp4')),
  'page is an audio file': () => open(typed('audio/mpeg')),
  'page is a font': () => open(typed('font/woff2')),
  'page is a 3D model': () => open(typed('model/gltf-binary')),
  'page of no type that is binary': () => rejection(() => bodyToDocument({ body: new Uint8Array([0, 1, 2, 0, 255, 0]), url: 'https://example.com/blob', parseHtml: () => ({}) as Document })),
  'page timeout': () => open(never, 20),
  'page connection failed': () => open(() => Promise.reject(new TypeError('Failed to fetch'))),
  'file of an unknown type': () => rejection(() => localFileToDocument(localFile('photo.heic', 'image/heic'), { parseHtml: () => ({}) as Document })),
  'file of no type': () => rejection(() => localFileToDocument(localFile('data.bin', ''), { parseHtml: () => ({}) as Document })),
  'PDF too large': () => rejection(() => localFileToDocument(localFile('atlas.pdf', 'application/pdf', MAX_PDF_BYTES + 1), { parseHtml: () => ({}) as Document })),
  'storage full: conversation': () => storageError(quota(), 'conversation'),
  'storage full: page': () => storageError(quota(), 'page'),
  'storage full: cited page': () => storageError(quota(), 'cited-page'),
  'storage full: attachments': () => storageError(quota(), { attached: ['survey.pdf', 'notes.md'] }),
  'saving failed': () => storageError(new DOMException('An object could not be cloned.', 'DataCloneError'), 'conversation'),
  'database full on open': () => openError(quota()),
  'database will not open': () => openError(new DOMException('Version change blocked.', 'AbortError')),
  'forged message from a web page': () => refusedSender('open-page', { url: 'https://evil.example/x' }),
  'forged message from elsewhere': () => refusedSender('open-page', {}),
  'no model server found': () => noModelServerError(),
  'site keeps data in this browser': () => siteHoldsStateError('https://notes.example/', ['localStorage', 'indexedDB']),
  // No `browser.contextualIdentities` here, as in a Firefox whose containers are unavailable.
  'no container for the agent tab': () => rejection(() => createAgentContainer('https://notes.example/')),
  'worker lost twice while searching': () => rejection(() => withWorkerRetry(() => Promise.reject(WORKER_LOST), new AbortController().signal, 'searching')),
  'worker lost twice while opening': () => rejection(() => withWorkerRetry(() => Promise.reject(WORKER_LOST), new AbortController().signal, 'opening the page')),
  'open of a made-up address declined': () =>
    rejection(() =>
      confirmOpen('https://collect.example/c?d=1', {
        session: new BrowserSession(),
        env: {} as BrowserEnv,
        settings: { browsing: { viewWords: 600, findViewWords: 200 } },
        signal: new AbortController().signal,
        step: 1,
        emit: () => {},
        askToOpen: async () => 'deny',
      }),
    ),
  'embedding server without embeddings': () => rejection(() => createEmbedder({ baseUrl: 'http://localhost:11434', apiStyle: 'ollama', model: 'nomic-embed-text', fetch: async () => jsonAnswer({}) })(['a'], new AbortController().signal)),
  'deep research page budget spent': () =>
    rejection(() => budgetedEnv({ search: () => Promise.reject(new Error('unused')), open: () => Promise.reject(new Error('unused')) }, { pagesLeft: () => 0, onPage: () => undefined }).open({ url: 'https://example.com/', origin: 'model' }, new AbortController().signal)),
  'deep research already running': () => researchBusyError(),
  'file attached as an image that is none': () => notAnImageError('drawing.svg'),
  'quick action whose prompt was deleted': () => promptGoneError(),
  'image address not fetched': () => imageAddressError('http://192.168.1.1/cam.jpg'),
  'screenshot without activeTab': () => screenshotNotAllowedError(new Error("Either the '<all_urls>' or 'activeTab' permission is required.")),
  'screenshot of a page behind the chat tab': () => pageBehindChatTabError(),
  'image sent to a model without vision': () => noVisionError('qwen3:8b', streamError('this model is missing data required for image input')),
  "Chrome's built-in model: window exceeded": () => promptApiError(new DOMException('The input is too large.', 'QuotaExceededError')),
  "Chrome's built-in model: download needs a click": () => promptApiError(new DOMException('Requires a user gesture.', 'NotAllowedError')),
  "Chrome's built-in model: not supported": () => promptApiError(new DOMException('The device is not eligible.', 'NotSupportedError')),
  "Chrome's built-in model: other failure": () => promptApiError(new DOMException('The model crashed.', 'UnknownError')),
  "Chrome's built-in model: absent": () => rejection(() => new PromptApiClient(undefined).listModels(new AbortController().signal)),
};
