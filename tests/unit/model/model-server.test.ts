import { afterEach, describe, expect, it } from 'vitest';
import { startModelServer, type ModelServer } from '../../support/model-server';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('scripted model server', () => {
  it('streams Ollama NDJSON with thinking, content and tool calls, then a final line', async () => {
    server = await startModelServer({ turns: [{ thinking: 'hmm', content: 'Hello there', toolCalls: [{ name: 'browser.search', arguments: { query: 'x' } }] }] });
    const res = await fetch(`${server.url}/api/chat`, { method: 'POST', body: JSON.stringify({ model: 'm', messages: [] }) });
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
});
