/**
 * Errors the code builds with words for the user, one of each kind, built by the real code paths.
 * error-words.test.ts renders each in every locale. A new error kind is a new entry here.
 */
import type { SidelightError } from '../../../src/core/errors';
import { connectTimeoutError, connectionError, contextLengthError, httpError, streamEndedError, streamError, type RequestContext } from '../../../src/core/model/http-errors';
import { readLines } from '../../../src/core/model/line-reader';
import { readNdjson } from '../../../src/core/model/ndjson-stream';
import { pullError } from '../../../src/core/model/ollama-models';

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
};
