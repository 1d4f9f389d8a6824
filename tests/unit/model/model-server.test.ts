import { afterEach, describe, expect, it } from 'vitest';
import { startModelServer, type ModelServer, type ModelServerOptions } from '../../support/model-server';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('scripted model server', () => {
  it('streams Ollama NDJSON with thinking, content and tool calls, then a final line', async () => {
    server = await startModelServer({ turns: [{ thinking: 'hmm', content: 'Hello there', toolCalls: [{ name: 'browser.search', arguments: { query: 'x' } }] }] });
    const tools = [{ type: 'function', function: { name: 'browser.search' } }];
    const res = await fetch(`${server.url}/api/chat`, { method: 'POST', body: JSON.stringify({ model: 'm', messages: [], tools }) });
    const lines = (await res.text()).trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.message.thinking ?? '').join('')).toBe('hmm');
    expect(lines.map((l) => l.message.content).join('')).toBe('Hello there');
    expect(lines.find((l) => l.message.tool_calls)?.message.tool_calls[0].function).toMatchObject({ name: 'browser.search', arguments: { query: 'x' } });
    expect(lines.at(-1).done).toBe(true);
    expect(server.requests[0]).toMatchObject({ path: '/api/chat', method: 'POST', body: { model: 'm' } });
  });

  it('streams OpenAI SSE with tool-call arguments split across deltas and ends with [DONE]', async () => {
    server = await startModelServer({ turns: [{ toolCalls: [{ name: 'browser.open', arguments: { id: 3, cursor: 0 } }], chunkSize: 3 }] });
    const res = await fetch(`${server.url}/v1/chat/completions`, { method: 'POST', body: JSON.stringify({ model: 'm', stream: true, tools: [{ type: 'function', function: { name: 'browser_open' } }] }) });
    const text = await res.text();
    const events = text.split(/\r?\n\r?\n/).filter((e) => e.startsWith('data: ') && !e.includes('[DONE]')).map((e) => JSON.parse(e.slice(6)));
    const deltas = events.flatMap((e) => e.choices[0].delta.tool_calls ?? []);
    expect(deltas[0].function.name).toBe('browser_open');
    expect(deltas.length).toBeGreaterThan(3);
    expect(JSON.parse(deltas.map((d: { function: { arguments: string } }) => d.function.arguments).join(''))).toEqual({ id: 3, cursor: 0 });
    expect(text.trim().endsWith('data: [DONE]')).toBe(true);
  });

  it('rejects extension origins like stock Ollama and dotted tool names like strict servers', async () => {
    server = await startModelServer({ rejectOrigins: true, rejectDottedToolNames: true });
    const forbidden = await fetch(`${server.url}/api/tags`, { headers: { origin: 'chrome-extension://abc' } });
    expect(forbidden.status).toBe(403);
    const ok = await fetch(`${server.url}/api/tags`);
    expect(ok.status).toBe(200);
    const dotted = await fetch(`${server.url}/v1/chat/completions`, { method: 'POST', body: JSON.stringify({ tools: [{ type: 'function', function: { name: 'browser.search' } }] }) });
    expect(dotted.status).toBe(400);
    expect(await dotted.text()).toContain('function.name');
  });

  it('reports context length on every style and answers plainly when the script runs out', async () => {
    server = await startModelServer({ contextLength: 4096, models: ['a'] });
    expect((await (await fetch(`${server.url}/props`)).json()).default_generation_settings.n_ctx).toBe(4096);
    const show = await (await fetch(`${server.url}/api/show`, { method: 'POST', body: JSON.stringify({ model: 'a' }) })).json();
    expect(show.model_info['llama.context_length']).toBe(4096);
    const res = await fetch(`${server.url}/api/chat`, { method: 'POST', body: JSON.stringify({ model: 'a', stream: false }) });
    expect((await res.json()).message.content).toBeTruthy();
  });

  it('writes the calls into the text when the request offered no native tools, or in the family format asked for', async () => {
    server = await startModelServer({ turns: [{ content: 'Let me look.', toolCalls: [{ name: 'browser.search', arguments: { query: 'x' } }], chunkSize: 1 }] });
    const plain = await fetch(`${server.url}/api/chat`, { method: 'POST', body: JSON.stringify({ model: 'm', messages: [] }) });
    const lines = (await plain.text()).trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.message.content).join('')).toBe('Let me look.\n<tool_call>\n{"name":"browser.search","arguments":{"query":"x"}}\n</tool_call>');
    expect(lines.some((l) => l.message.tool_calls)).toBe(false);
    // Tiny chunks, as a server streams token by token.
    expect(lines.filter((l) => !l.done).every((l) => l.message.content.length <= 1)).toBe(true);
    await server.close();

    server = await startModelServer({ textCalls: 'mistral', turns: [{ toolCalls: [{ name: 'browser.open', arguments: { id: 1 } }] }] });
    const tools = [{ type: 'function', function: { name: 'browser.open' } }];
    const res = await fetch(`${server.url}/v1/chat/completions`, { method: 'POST', body: JSON.stringify({ model: 'm', stream: true, tools }) });
    const events = (await res.text()).split(/\r?\n\r?\n/).filter((e) => e.startsWith('data: {')).map((e) => JSON.parse(e.slice(6)));
    expect(events.map((e) => e.choices[0].delta.content ?? '').join('')).toBe('[TOOL_CALLS][{"name":"browser.open","arguments":{"id":1}}]');
  });

  it('refuses like the real servers, without using up a scripted turn', async () => {
    server = await startModelServer({ persona: 'llamacpp-no-jinja', turns: [{ content: 'kept' }] });
    const tools = [{ type: 'function', function: { name: 'browser.search' } }];
    const refused = await fetch(`${server.url}/v1/chat/completions`, { method: 'POST', body: JSON.stringify({ model: 'm', stream: true, tools }) });
    expect(refused.status).toBe(500);
    expect(await refused.json()).toEqual({ error: { code: 500, message: 'tools param requires --jinja flag', type: 'server_error' } });
    const ok = await fetch(`${server.url}/v1/chat/completions`, { method: 'POST', body: JSON.stringify({ model: 'm', stream: true }) });
    expect(await ok.text()).toContain('kept');
  });

  it('reports a failure mid-stream as an old llama-server `error:` event', async () => {
    server = await startModelServer({ persona: 'llamacpp-old-errors', turns: [{ content: 'Hi', streamError: 'Context size has been exceeded.' }] });
    const res = await fetch(`${server.url}/v1/chat/completions`, { method: 'POST', body: JSON.stringify({ model: 'm', stream: true }) });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).toContain('error: {"code":500,"message":"Context size has been exceeded.","type":"server_error"}');
    expect(text).not.toContain('[DONE]');
  });

  it('streams reasoning in the field each server uses, and answers as each does where it differs', async () => {
    const reasoningFields = async (persona: ModelServerOptions['persona']) => {
      const one = await startModelServer({ persona, turns: [{ thinking: 'hmm', content: 'ok' }] });
      try {
        const text = await (await fetch(`${one.url}/v1/chat/completions`, { method: 'POST', body: JSON.stringify({ model: 'scripted-model', stream: true }) })).text();
        const deltas = text.split(/\r?\n\r?\n/).filter((e) => e.startsWith('data: {')).map((e) => JSON.parse(e.slice(6)).choices[0]?.delta ?? {});
        return [...new Set(deltas.flatMap((d: Record<string, unknown>) => Object.keys(d).filter((k) => k.startsWith('reasoning'))))];
      } finally {
        await one.close();
      }
    };
    expect(await reasoningFields('vllm')).toEqual(['reasoning']);
    expect(await reasoningFields('ollama')).toEqual(['reasoning']);
    expect(await reasoningFields('llamacpp')).toEqual(['reasoning_content']);
    expect(await reasoningFields('lmstudio-loaded')).toEqual(['reasoning_content']);

    // vLLM's current error body: {"error": {message, type, param, code}}.
    server = await startModelServer({ persona: 'vllm-no-auto-tools' });
    const refused = await fetch(`${server.url}/v1/chat/completions`, { method: 'POST', body: JSON.stringify({ model: 'm', stream: true, tools: [{ type: 'function', function: { name: 'browser.search' } }] }) });
    expect(await refused.json()).toEqual({
      error: { message: '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set', type: 'BadRequestError', param: null, code: 400 },
    });
    await server.close();
    // LM Studio: HTTP 200 and an error object for what it does not serve; /api/v0/models with its real fields.
    server = await startModelServer({ persona: 'lmstudio-jit', contextLength: 40960 });
    const props = await fetch(`${server.url}/props`);
    expect([props.status, await props.json()]).toEqual([200, { error: 'Unexpected endpoint or method. (GET /props)' }]);
    const row = await (await fetch(`${server.url}/api/v0/models/scripted-model`)).json();
    expect(row).toMatchObject({ id: 'scripted-model', type: 'llm', state: 'not-loaded', max_context_length: 40960 });
    expect(row.loaded_context_length).toBeUndefined();
  });

  it('Ollama leaves out whole messages from the front, keeping the system prompt and the last message (server/prompt.go)', async () => {
    server = await startModelServer({ countTokens: true, turns: [{ content: 'ok' }] });
    const page = 'word '.repeat(3000);
    const messages = [
      { role: 'system', content: 'You are helpful.' },
      { role: 'user', content: 'The question' },
      { role: 'assistant', content: '', tool_calls: [{ function: { name: 'browser.open', arguments: { id: 1 } } }] },
      { role: 'tool', content: page },
      { role: 'assistant', content: 'Read it.' },
      { role: 'user', content: 'Go on' },
    ];
    const res = await fetch(`${server.url}/api/chat`, { method: 'POST', body: JSON.stringify({ model: 'scripted-model', messages, options: { num_ctx: 2048 } }) });
    const last = (await res.text()).trim().split('\n').map((l) => JSON.parse(l)).at(-1);
    expect(server.requests[0]!.seen).toEqual([messages[0], messages[4], messages[5]]);
    // The count is what was kept, below num_ctx, not num_ctx.
    expect(last.prompt_eval_count).toBeLessThan(100);
  });
});
