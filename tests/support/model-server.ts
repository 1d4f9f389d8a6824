/**
 * A scripted local model server for tests: speaks enough of Ollama's native API and of the
 * OpenAI-compatible API (llama.cpp, LM Studio, vLLM) that the real clients can be exercised end to end
 * without a model. Each chat request consumes the next scripted turn.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promptTokens } from './model-server-tokens';
import {
  callsAsText,
  isOllamaPersona,
  ollamaV1ImageError,
  requestHasImages,
  visionRefusal,
  lmStudioTemplateError,
  ollamaCapabilities,
  ollamaRefusal,
  openAiRefusal,
  reasoningAsText,
  serverKind,
  type ReasoningInContent,
  type ServerPersona,
  type TextCallFormat,
} from './model-server-personas';
import { REPEAT_THE_QUESTION, lmStudioMiddleCut, lostQuestion, ollamaDefaultNumCtx, ollamaFit, type FittedPrompt } from './model-server-windows';

export interface ScriptedTurn {
  content?: string;
  thinking?: string;
  toolCalls?: { name: string; arguments: Record<string, unknown> }[];
  /** split text into chunks of this many characters (default 8) */
  chunkSize?: number;
  delayMs?: number;
  /** answer with this HTTP error instead */
  error?: { status: number; body: string };
  /** end the stream abruptly without a final message */
  truncate?: boolean;
  /** after the content, report this failure inside the stream (HTTP 200) the way the persona does */
  streamError?: string;
  /** finish reason to report (`length` when the output limit cut the answer) */
  finishReason?: string;
  /**
   * The first time this turn is served, stream its thinking and content, then this failure inside
   * the stream (as `streamError`); the turn stays next, so a retry gets it whole. A sampling accident
   * the server could not parse (see `oneOffParseError` in model-server-personas.ts).
   */
  failOnce?: string;
}

export interface RecordedRequest {
  path: string;
  method: string;
  headers: Record<string, string>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  /** The messages the model saw, when the server cut the prompt to fit its window. */
  seen?: unknown[];
  /** The prompt tokens the server reported (Ollama and LM Studio with `countTokens`). */
  promptTokens?: number;
}

export interface ModelServerOptions {
  turns?: ScriptedTurn[];
  models?: string[];
  contextLength?: number;
  /** behave like a stock Ollama: 403 for Origin headers not in this list (e.g. chrome-extension://…) */
  rejectOrigins?: boolean;
  /** reject dotted tool names with a 400 like some OpenAI-compatible servers */
  rejectDottedToolNames?: boolean;
  /** Models `/api/pull` can download, by name (`qwen3:4b`). Others answer like a name the registry lacks. */
  library?: Record<string, LibraryModel>;
  /** Bytes per progress line and the pause between lines while pulling (default 2 MB every 20 ms). */
  pullChunk?: number;
  pullStepMs?: number;
  /** Free disk space: a pull that needs more fails as Ollama does when the disk fills. */
  diskFreeBytes?: number;
  /** behave like one particular real server or model (refusals word for word) */
  persona?: ServerPersona;
  /**
   * Write the scripted tool calls into the text in this family's format even when tools were sent
   * natively (a server without that family's parser). Requests without `tools` always get the calls
   * as text (Hermes format unless this says otherwise): the model was told the format in its prompt.
   */
  textCalls?: TextCallFormat;
  /**
   * Count prompt tokens with a real tokenizer (o200k) and report them (`prompt_eval_count`,
   * `usage.prompt_tokens`). Past the window each server does what it really does
   * (model-server-windows.ts): Ollama leaves out the oldest messages and reports what it kept, LM Studio
   * cuts the middle, llama.cpp and vLLM refuse. A model whose question was cut away asks for it again.
   */
  countTokens?: boolean;
  /**
   * `/api/version` of an Ollama persona (default 0.12.0): decides its default window and `/api/ps` fields.
   * `false`: the server has no such route, as vLLM, llama.cpp and LM Studio (the client then knows it is not Ollama).
   */
  ollamaVersion?: string | false;
  /** What Ollama runs a request without `num_ctx` at (OLLAMA_CONTEXT_LENGTH or the VRAM tier); default by version. */
  ollamaDefaultContext?: number;
  /** The context LM Studio loads a model at just in time (default 4096). */
  lmStudioJitContext?: number;
  /** LM Studio lists the model twice in `/api/v0/models`: a not-loaded row first, then the loaded one. */
  listedTwice?: boolean;
  /** llama-server in router mode (several models): `/props` reports n_ctx 0; `/props?model=<id>` the model's own. */
  routerMode?: boolean;
  /**
   * Reasoning written into the content instead of a reasoning field (see `reasoningAsText` in
   * model-server-personas.ts): `think-tags` as vLLM without `--reasoning-parser` sends it,
   * `template-opened` as a DeepSeek-R1 distill writes it (no opening tag).
   */
  reasoningInContent?: ReasoningInContent;
  /**
   * The models that take images (Ollama lists `vision` in their `/api/show` capabilities). Any other
   * model sent an image refuses it as its server does (`visionRefusal`). Default: none, except the
   * `ollama-no-tools` persona's gemma3, which sees.
   */
  visionModels?: string[];
}

/** A model `/api/pull` can download: its layers' sizes in bytes (the first is the weights). */
export interface LibraryModel {
  layers: number[];
  capabilities?: string[];
}

export interface PullRecord {
  name: string;
  outcome: 'running' | 'success' | 'cancelled' | 'failed';
}

/** LM Studio's default load context for a just-in-time load (the app's default; the SDK schema's fallback is 2048). */
const LM_STUDIO_JIT_CONTEXT = 4096;

/**
 * The last chat request the server got (a body with `messages`). The panel also asks the server what the
 * model can do (`/api/show`, `/api/ps`, `/v1/models`) after the first answer with a model (and after a cut
 * prompt), for the automatic answer mode, so the last request of all is not always the chat.
 */
export function lastChatRequest(requests: readonly RecordedRequest[]): RecordedRequest {
  const found = requests.findLast((r) => Array.isArray(r.body?.messages));
  if (!found) throw new Error(`no chat request among ${requests.length}: ${requests.map((r) => `${r.method} ${r.path}`).join(', ')}`);
  return found;
}

export interface ModelServer {
  url: string;
  requests: RecordedRequest[];
  /** Every `/api/pull`, with how it ended. */
  pulls: PullRecord[];
  setTurns(turns: ScriptedTurn[]): void;
  /**
   * Answers each chat request by what it asks (its body as sent), ahead of the scripted turns; undefined
   * falls back to them. For work whose requests arrive in no fixed order (parallel research).
   */
  setRespond(respond: ((body: Record<string, unknown>) => ScriptedTurn | undefined) | undefined): void;
  close(): Promise<void>;
}

const FALLBACK_ANSWER = 'I have nothing more to add.';

/** Stock Ollama only lets local web origins through (OLLAMA_ORIGINS unset). */
function originAllowed(origin: string | undefined): boolean {
  if (!origin) return true;
  return /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\]|0\.0\.0\.0)(:\d+)?$/.test(origin);
}

function chunksOf(text: string, size: number): string[] {
  const out: string[] = [];
  const chars = Array.from(text);
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Like a crashed server: what was written reaches the client, then the connection drops mid-body. */
async function dropConnection(res: ServerResponse): Promise<void> {
  await new Promise<void>((resolve) => res.write('', () => resolve()));
  await sleep(20);
  res.socket?.destroy();
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

/** Deterministic small vector so rerank tests can compare texts without a model. */
function fakeEmbedding(text: string): number[] {
  const v = new Array<number>(8).fill(0);
  for (const word of text.toLowerCase().split(/\W+/).filter(Boolean)) {
    let h = 0;
    for (const ch of word) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
    v[h % 8]! += 1;
  }
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}

/** The tool names the request offered, so scripted canonical names go out as the client's alias. */
function wireName(name: string, body: { tools?: { function?: { name?: string } }[] }): string {
  const offered = new Set((body.tools ?? []).map((t) => t.function?.name));
  if (offered.has(name)) return name;
  const alias = name.replace(/\./g, '_');
  return offered.has(alias) ? alias : name;
}

function dottedToolIndex(body: { tools?: { function?: { name?: string } }[] }): number {
  return (body.tools ?? []).findIndex((t) => (t.function?.name ?? '').includes('.'));
}

function versionAtLeast(version: string, minor: number): boolean {
  const [major = 0, min = 0] = version.split('.').map((n) => parseInt(n, 10) || 0);
  return major > 0 || min >= minor;
}

export async function startModelServer(opts: ModelServerOptions = {}): Promise<ModelServer> {
  let turns = [...(opts.turns ?? [])];
  let respond: ((body: Record<string, unknown>) => ScriptedTurn | undefined) | undefined;
  const models = [...(opts.models ?? ['scripted-model'])];
  const contextLength = opts.contextLength ?? 8192;
  const requests: RecordedRequest[] = [];
  const pulls: PullRecord[] = [];
  const sizes = new Map<string, number>();
  let diskFree = opts.diskFreeBytes ?? Infinity;
  let callCounter = 0;
  const kind = serverKind(opts.persona);
  const sees = (model: string) => opts.visionModels?.includes(model) ?? opts.persona === 'ollama-no-tools';
  const ollamaVersion = opts.ollamaVersion || '0.12.0';
  /** Loaded models and the context they run at (Ollama `/api/ps`, LM Studio `loaded_context_length`). */
  const loaded = new Map<string, number>(opts.persona === 'lmstudio-loaded' ? models.map((m) => [m, contextLength]) : []);
  // Mistral models write their own 9-character ids (`[TOOL_CALLS][{…, "id": "a1B2c3D4e"}]`), which the server passes on.
  const callId = () => (opts.persona === 'mistral-template' ? `c${String(++callCounter).padStart(8, '0')}` : `call_${++callCounter}`);

  /** The next scripted turn as this request gets it: calls go into the text when there is no native tool channel. */
  const nextTurn = (body: Record<string, unknown>): ScriptedTurn => {
    let turn = respond?.(body) ?? turns.shift() ?? { content: FALLBACK_ANSWER };
    if (turn.failOnce) {
      const { failOnce, ...whole } = turn;
      turns.unshift(whole);
      const { toolCalls: _calls, ...failing } = whole;
      turn = { ...failing, streamError: failOnce };
    }
    if (opts.reasoningInContent && turn.thinking) turn = reasoningAsText(turn, opts.reasoningInContent);
    const native = Array.isArray(body.tools) && body.tools.length > 0;
    const format = opts.textCalls ?? (native ? undefined : 'hermes');
    if (!format || !turn.toolCalls?.length) return turn;
    const { toolCalls, ...rest } = turn;
    return { ...rest, content: `${turn.content ? `${turn.content}\n` : ''}${callsAsText(toolCalls, format)}` };
  };

  async function streamOllama(res: ServerResponse, turn: ScriptedTurn, body: Record<string, unknown>, promptCount?: number): Promise<void> {
    const model = String(body.model ?? models[0]);
    const size = turn.chunkSize ?? 8;
    const line = (message: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      JSON.stringify({ model, created_at: new Date().toISOString(), message: { role: 'assistant', content: '', ...message }, done: false, ...extra }) + '\n';
    res.writeHead(200, { 'content-type': 'application/x-ndjson' });
    for (const piece of chunksOf(turn.thinking ?? '', size)) {
      res.write(line({ thinking: piece }));
      if (turn.delayMs) await sleep(turn.delayMs);
    }
    for (const piece of chunksOf(turn.content ?? '', size)) {
      res.write(line({ content: piece }));
      if (turn.delayMs) await sleep(turn.delayMs);
    }
    if (turn.truncate) return dropConnection(res);
    // Ollama reports a failure mid-stream as a line `{"error":"…"}` (server/routes.go, streamResponse).
    if (turn.streamError) return void res.end(JSON.stringify({ error: turn.streamError }) + '\n');
    if (turn.toolCalls?.length) {
      const calls = turn.toolCalls.map((c, index) => ({
        id: `call_${++callCounter}`,
        function: { index, name: wireName(c.name, body as never), arguments: c.arguments },
      }));
      res.write(line({ tool_calls: calls }));
    }
    res.end(
      JSON.stringify({
        model,
        created_at: new Date().toISOString(),
        message: { role: 'assistant', content: '' },
        done: true,
        done_reason: turn.finishReason ?? 'stop',
        // Counted only with `countTokens`: a made-up number would read as a prompt that shrank.
        ...(promptCount !== undefined ? { prompt_eval_count: promptCount } : {}),
        eval_count: 7,
      }) + '\n',
    );
  }

  async function streamOpenAi(res: ServerResponse, turn: ScriptedTurn, body: Record<string, unknown>, promptCount?: number): Promise<void> {
    const model = String(body.model ?? models[0]);
    const size = turn.chunkSize ?? 8;
    const id = `chatcmpl-${++callCounter}`;
    const event = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    // Servers split events across TCP writes arbitrarily; writing halves exercises the reader's buffering.
    const send = async (text: string) => {
      const mid = Math.floor(text.length / 2);
      res.write(text.slice(0, mid));
      res.write(text.slice(mid));
      if (turn.delayMs) await sleep(turn.delayMs);
    };
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(': keep-alive\r\n\r\n');
    await send(event({ role: 'assistant', content: '' }));
    // The field each server streams reasoning in: `reasoning` on current vLLM (entrypoints/openai/protocol.py
    // DeltaMessage) and Ollama's /v1 (openai/openai.go), `reasoning_content` on llama.cpp and LM Studio.
    const reasoningField = kind === 'vllm' || kind === 'ollama' ? 'reasoning' : 'reasoning_content';
    for (const piece of chunksOf(turn.thinking ?? '', size)) await send(event({ [reasoningField]: piece }));
    for (const piece of chunksOf(turn.content ?? '', size)) await send(event({ content: piece }));
    if (turn.truncate) return dropConnection(res);
    if (turn.streamError) {
      const error = { code: 500, message: turn.streamError, type: 'server_error' };
      // Old llama-server (tools/server/server.cpp before the OpenAI-style error chunks) wrote
      // `error: {…}` as its own SSE field; newer ones send `data: {"error": {…}}`.
      res.end(opts.persona === 'llamacpp-old-errors' ? `error: ${JSON.stringify(error)}\n\n` : `data: ${JSON.stringify({ error })}\n\n`);
      return;
    }
    const calls = turn.toolCalls ?? [];
    for (const [index, call] of calls.entries()) {
      await send(event({ tool_calls: [{ index, id: callId(), type: 'function', function: { name: wireName(call.name, body as never), arguments: '' } }] }));
      for (const piece of chunksOf(JSON.stringify(call.arguments), size)) {
        await send(event({ tool_calls: [{ index, function: { arguments: piece } }] }));
      }
    }
    await send(event({}, turn.finishReason ?? (calls.length ? 'tool_calls' : 'stop')));
    // OpenAI and vLLM send usage in a last chunk without choices when stream_options.include_usage is set.
    const wantsUsage = (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage;
    if (wantsUsage && promptCount !== undefined) {
      await send(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', model, choices: [], usage: { prompt_tokens: promptCount, completion_tokens: 7, total_tokens: promptCount + 7 } })}\n\n`);
    }
    res.end('data: [DONE]\n\n');
  }

  /**
   * `/api/pull` as Ollama streams it (ollama/ollama server/routes.go PullHandler → streamResponse,
   * server/images.go PullModel, server/download.go): HTTP 200 NDJSON of ProgressResponse lines
   * `{"status":"pulling manifest"}`, per layer `{"status":"pulling <12 hex>","digest":"sha256:…","total":N,"completed":n}`,
   * then "verifying sha256 digest", "writing manifest", "removing any unused layers", "success". Failures
   * come as a last line `{"error":"…"}` on the same 200 stream: an unknown name gives
   * "pull model manifest: file does not exist". The pull runs on the request's context, so a client
   * that disconnects cancels it, and the manifest (what makes a model "installed") is written last.
   */
  async function streamPull(res: ServerResponse, name: string): Promise<void> {
    const record: PullRecord = { name, outcome: 'running' };
    pulls.push(record);
    let gone = false;
    res.on('close', () => {
      gone = !res.writableFinished;
    });
    const send = (line: Record<string, unknown>) => res.write(JSON.stringify(line) + '\n');
    res.writeHead(200, { 'content-type': 'application/x-ndjson' });
    send({ status: 'pulling manifest' });
    await sleep(opts.pullStepMs ?? 20);
    const entry = opts.library?.[name] ?? opts.library?.[`${name}:latest`];
    if (!entry) {
      record.outcome = 'failed';
      res.end(JSON.stringify({ error: 'pull model manifest: file does not exist' }) + '\n');
      return;
    }
    const chunk = opts.pullChunk ?? 2_000_000;
    for (const [i, total] of entry.layers.entries()) {
      const digest = `sha256:${(i + 1).toString(16).padStart(2, '0')}${'8eeb52dfb3bb'.repeat(5).slice(0, 62)}`;
      for (let completed = 0; ; completed = Math.min(total, completed + chunk)) {
        if (gone) {
          record.outcome = 'cancelled';
          return;
        }
        if (completed > diskFree) {
          record.outcome = 'failed';
          res.end(JSON.stringify({ error: `write /usr/share/ollama/.ollama/models/blobs/sha256-${digest.slice(7)}-partial: no space left on device` }) + '\n');
          return;
        }
        send({ status: `pulling ${digest.slice(7, 19)}`, digest, total, completed });
        if (completed === total) break;
        await sleep(opts.pullStepMs ?? 20);
      }
      diskFree -= total;
    }
    for (const status of ['verifying sha256 digest', 'writing manifest', 'removing any unused layers']) send({ status });
    if (!models.includes(name)) models.unshift(name);
    sizes.set(name, entry.layers.reduce((a, b) => a + b, 0));
    record.outcome = 'success';
    res.end(JSON.stringify({ status: 'success' }) + '\n');
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      /* keep the raw text: malformed bodies are recorded as sent */
    }
    const path = (req.url ?? '/').split('?')[0]!;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(', ') : (v ?? '');
    requests.push({ path: req.url ?? '/', method: req.method ?? 'GET', headers, body });

    if (opts.rejectOrigins && !originAllowed(headers.origin)) {
      res.writeHead(403);
      res.end();
      return;
    }
    res.setHeader('access-control-allow-origin', headers.origin || '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type, authorization',
        'access-control-max-age': '600',
        // Chrome's Private Network Access asks before a page talks to localhost.
        'access-control-allow-private-network': 'true',
      });
      res.end();
      return;
    }
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;

    // Each server's answer to a path it does not serve.
    const unknownPath = () => {
      switch (kind) {
        // FastAPI's default 404 (vllm/entrypoints/openai/api_server.py mounts no catch-all).
        case 'vllm':
          return json(res, 404, { detail: 'Not Found' });
        // LM Studio answers HTTP 200 with an error object for any endpoint it does not know.
        case 'lmstudio':
          return json(res, 200, { error: `Unexpected endpoint or method. (${req.method ?? 'GET'} ${path})` });
        // gin's NoRoute: a plain-text 404.
        case 'ollama':
          res.writeHead(404, { 'content-type': 'text/plain' });
          return void res.end('404 page not found');
        // llama.cpp tools/server: `res_err(…, format_error_response("File Not Found", ERROR_TYPE_NOT_FOUND))`.
        case 'llamacpp':
          return json(res, 404, { error: { code: 404, message: 'File Not Found', type: 'not_found_error' } });
        default:
          return json(res, 404, { error: `no route ${path}` });
      }
    };
    // Ollama's own API only on Ollama (and on the generic stand-in, which plays Ollama and llama.cpp at once).
    if (path.startsWith('/api/') && !path.startsWith('/api/v0/') && kind !== undefined && kind !== 'ollama') return unknownPath();
    if (path.startsWith('/api/v0/') && kind !== 'lmstudio') return unknownPath();
    if (path === '/props' && kind !== undefined && kind !== 'llamacpp') return unknownPath();

    /** The model as Ollama reports it in `/api/ps` (api/types.go ProcessModelResponse; `context_length` since v0.11.0). */
    const psRow = (name: string, ctx: number) => ({
      name,
      model: name,
      size: sizes.get(name) ?? 1_000_000,
      digest: 'a2af6cc3eb7fa8be8504abaf9b04e88f17a119ec3f04a3addf55f92841195f5a',
      details: { format: 'gguf', family: 'llama', parameter_size: '8B', quantization_level: 'Q4_K_M' },
      expires_at: new Date(Date.now() + 300_000).toISOString(),
      size_vram: sizes.get(name) ?? 1_000_000,
      ...(versionAtLeast(ollamaVersion, 11) ? { context_length: ctx } : {}),
    });
    /** An LM Studio `/api/v0/models` row (lmstudio docs, REST API v0); `loaded_context_length` only when loaded. */
    const lmRow = (id: string, state: 'loaded' | 'not-loaded') => ({
      id,
      object: 'model',
      type: /embed/i.test(id) ? 'embeddings' : 'llm',
      publisher: 'lmstudio-community',
      arch: 'qwen3',
      compatibility_type: 'gguf',
      quantization: 'Q4_K_M',
      state,
      max_context_length: contextLength,
      ...(state === 'loaded' ? { loaded_context_length: loaded.get(id) } : {}),
    });
    const lmRows = () =>
      models.flatMap((id) => (loaded.has(id) ? [...(opts.listedTwice ? [lmRow(id, 'not-loaded')] : []), lmRow(id, 'loaded')] : [lmRow(id, 'not-loaded')]));
    /** What the model sees of a long prompt and the count reported, the way this server fits it. */
    const fit = (window: number, how: 'ollama' | 'middle'): FittedPrompt | undefined => {
      if (!opts.countTokens) return undefined;
      return how === 'ollama' ? ollamaFit(b as never, window) : lmStudioMiddleCut(b as never, window);
    };
    /** The scripted turn, unless the cut took the question away: then the model asks for it, as a real one does. */
    const turnAfter = (fitted: FittedPrompt | undefined): ScriptedTurn => {
      const sent = (b.messages as Record<string, unknown>[] | undefined) ?? [];
      if (fitted) requests[requests.length - 1]!.promptTokens = fitted.tokens;
      if (fitted?.cut) requests[requests.length - 1]!.seen = fitted.messages;
      if (fitted?.cut && lostQuestion(sent, fitted.messages)) return { content: REPEAT_THE_QUESTION };
      return nextTurn(b);
    };

    const answerOpenAi = (turn: ScriptedTurn, promptCount: number | undefined) => {
      if (!turn.error) return streamOpenAi(res, turn, b, promptCount);
      res.writeHead(turn.error.status, { 'content-type': 'application/json' });
      res.end(turn.error.body);
    };

    switch (path) {
      case '/api/version':
        // Only Ollama serves /api/version; `ollamaVersion: false` plays a server without it (vLLM, llama.cpp…).
        if (opts.ollamaVersion === false || !isOllamaPersona(opts.persona) && kind !== 'ollama') return unknownPath();
        return json(res, 200, { version: ollamaVersion });
      case '/api/ps':
        return json(res, 200, { models: [...loaded].map(([name, ctx]) => psRow(name, ctx)) });
      case '/api/tags':
        return json(res, 200, {
          models: models.map((name) => ({
            name,
            model: name,
            modified_at: '2025-01-01T00:00:00Z',
            size: sizes.get(name) ?? 1_000_000,
            details: { family: opts.library?.[name] ? 'qwen3' : 'llama', parameter_size: opts.library?.[name] ? '4.0B' : '8B', quantization_level: 'Q4_K_M' },
          })),
        });
      case '/api/show': {
        const name = String(b.model ?? b.name ?? '');
        if (!models.includes(name)) return json(res, 404, { error: `model '${name}' not found` });
        const listed = opts.library?.[name]?.capabilities ?? ollamaCapabilities(opts.persona);
        const capabilities = listed && sees(name) && !listed.includes('vision') ? [...listed, 'vision'] : listed;
        return json(res, 200, { model_info: { 'general.architecture': 'llama', 'llama.context_length': contextLength }, ...(capabilities ? { capabilities } : {}) });
      }
      case '/api/pull': {
        const name = String(b.model ?? b.name ?? '');
        // PullHandler: an invalid name is refused before any streaming starts.
        if (!/^[\w][\w.:/-]*$/.test(name)) return json(res, 400, { error: 'invalid model name' });
        return streamPull(res, name);
      }
      case '/api/delete': {
        // DeleteHandler: 200 with an empty body, or 404 `model '<name>' not found`.
        const name = String(b.model ?? b.name ?? '');
        if (req.method !== 'DELETE') return json(res, 405, { error: '405 method not allowed' });
        const at = models.indexOf(name);
        if (at === -1) return json(res, 404, { error: `model '${name}' not found` });
        models.splice(at, 1);
        diskFree += sizes.get(name) ?? 0;
        sizes.delete(name);
        res.writeHead(200);
        res.end();
        return;
      }
      case '/api/embed': {
        const input = Array.isArray(b.input) ? (b.input as string[]) : [String(b.input ?? '')];
        return json(res, 200, { model: b.model, embeddings: input.map(fakeEmbedding) });
      }
      case '/api/chat': {
        // A refused request never reaches the model, so it does not use up a scripted turn.
        const refusal = ollamaRefusal(opts.persona, b) ?? (requestHasImages(b) && !sees(String(b.model ?? '')) ? visionRefusal(kind, '/api/chat', String(b.model ?? '')) : undefined);
        if (refusal) {
          res.writeHead(refusal.status, { 'content-type': 'application/json' });
          res.end(refusal.body);
          return;
        }
        // server/sched.go effectiveContext: num_ctx (or the server default) capped by the model's own window.
        const asked = (b.options as { num_ctx?: number } | undefined)?.num_ctx ?? opts.ollamaDefaultContext ?? ollamaDefaultNumCtx(ollamaVersion);
        const numCtx = Math.min(asked, contextLength);
        loaded.set(String(b.model ?? models[0]), numCtx);
        const fitted = fit(numCtx, 'ollama');
        const turn = turnAfter(fitted);
        if (turn.error) {
          res.writeHead(turn.error.status, { 'content-type': 'application/json' });
          res.end(turn.error.body);
          return;
        }
        if (b.stream === false) {
          return json(res, 200, {
            model: b.model,
            message: { role: 'assistant', content: turn.content ?? '', thinking: turn.thinking, tool_calls: turn.toolCalls?.map((c) => ({ function: c })) },
            done: true,
          });
        }
        return streamOllama(res, turn, b, fitted?.tokens);
      }
      case '/v1/models':
        // vLLM lists the window it serves (entrypoints/openai/protocol.py ModelCard.max_model_len).
        if (kind === 'vllm') return json(res, 200, { object: 'list', data: models.map((id) => ({ id, object: 'model', owned_by: 'vllm', root: id, max_model_len: contextLength })) });
        return json(res, 200, { object: 'list', data: models.map((id) => ({ id, object: 'model', owned_by: 'scripted' })) });
      case '/api/v0/models':
        return json(res, 200, { object: 'list', data: lmRows() });
      case '/props': {
        const asked = new URL(req.url ?? '/', 'http://x').searchParams.get('model');
        if (opts.routerMode && !asked) return json(res, 200, { role: 'router', default_generation_settings: { n_ctx: 0 } });
        if (opts.routerMode && asked && !models.includes(asked)) return json(res, 404, { error: { code: 404, message: 'model not found', type: 'not_found_error' } });
        return json(res, 200, { default_generation_settings: { n_ctx: contextLength }, model_path: asked ?? models[0] });
      }
      case '/v1/embeddings': {
        const input = Array.isArray(b.input) ? (b.input as string[]) : [String(b.input ?? '')];
        return json(res, 200, { object: 'list', data: input.map((t, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(t) })) });
      }
      case '/v1/chat/completions': {
        const dotted = opts.rejectDottedToolNames ? dottedToolIndex(b as never) : -1;
        if (dotted >= 0) {
          return json(res, 400, {
            error: {
              message: `Invalid 'tools[${dotted}].function.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.`,
              type: 'invalid_request_error',
              param: `tools[${dotted}].function.name`,
              code: 'invalid_value',
            },
          });
        }
        const refusal =
          openAiRefusal(opts.persona, b) ??
          (kind === 'ollama' && requestHasImages(b) ? ollamaV1ImageError(b) : undefined) ??
          (requestHasImages(b) && !sees(String(b.model ?? '')) ? visionRefusal(kind, '/v1/chat/completions', String(b.model ?? '')) : undefined);
        if (refusal) {
          res.writeHead(refusal.status, { 'content-type': 'application/json' });
          res.end(refusal.body);
          return;
        }
        const templateError = lmStudioTemplateError(opts.persona, b);
        if (templateError) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.end(`data: ${JSON.stringify({ error: { message: templateError } })}\n\n`);
          return;
        }
        const model = String(b.model ?? models[0]);
        if (kind === 'ollama') {
          // openai/openai.go FromChatRequest sets no num_ctx: the runner uses the server default (see /api/chat).
          const numCtx = Math.min(opts.ollamaDefaultContext ?? ollamaDefaultNumCtx(ollamaVersion), contextLength);
          loaded.set(model, numCtx);
          const fitted = fit(numCtx, 'ollama');
          return answerOpenAi(turnAfter(fitted), fitted?.tokens);
        }
        if (kind === 'lmstudio') {
          // Just-in-time loading: the first request loads the model at the default context.
          if (!loaded.has(model)) loaded.set(model, Math.min(opts.lmStudioJitContext ?? LM_STUDIO_JIT_CONTEXT, contextLength));
          const fitted = fit(loaded.get(model)!, 'middle');
          return answerOpenAi(turnAfter(fitted), fitted?.tokens);
        }
        const counted = opts.countTokens ? promptTokens(b as never) : undefined;
        if (counted !== undefined && counted > contextLength && kind === 'vllm') {
          // vllm/entrypoints/renderer.py (_validate_input): a 400 in the current error body.
          return json(res, 400, {
            error: {
              message: `This model's maximum context length is ${contextLength} tokens. However, your request has ${counted} input tokens. Please reduce the length of the input messages.`,
              type: 'BadRequestError',
              param: null,
              code: 400,
            },
          });
        }
        if (counted !== undefined && counted > contextLength) {
          // llama.cpp tools/server (send_error with ERROR_TYPE_EXCEED_CONTEXT_SIZE): 400, the counts attached.
          return json(res, 400, {
            error: { code: 400, message: 'the request exceeds the available context size, try increasing it', type: 'exceed_context_size_error', n_prompt_tokens: counted, n_ctx: contextLength },
          });
        }
        const turn = nextTurn(b);
        if (turn.error) {
          res.writeHead(turn.error.status, { 'content-type': 'application/json' });
          res.end(turn.error.body);
          return;
        }
        return streamOpenAi(res, turn, b, counted);
      }
      default: {
        const lmModel = /^\/api\/v0\/models\/(.+)$/.exec(path);
        if (lmModel) {
          const id = decodeURIComponent(lmModel[1]!);
          if (!models.includes(id)) return json(res, 404, { error: `Model "${id}" not found` });
          return json(res, 200, lmRow(id, loaded.has(id) ? 'loaded' : 'not-loaded'));
        }
        return unknownPath();
      }
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) json(res, 500, { error: String(err) });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    pulls,
    setTurns(next: ScriptedTurn[]) {
      turns = [...next];
    },
    setRespond(next) {
      respond = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
