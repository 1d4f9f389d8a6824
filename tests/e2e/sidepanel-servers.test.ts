import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtensionBrowser } from '../support/extension-browser';
import type { LocalServer } from '../support/local-server';
import { startModelServer, type ModelServerOptions, type ScriptedTurn } from '../support/model-server';
import { type ConfiguredJourney, ask, openPanel, startConfiguredJourney } from './sidepanel-journey-support';

/**
 * The research journey (search → open → find → cited answer) against stand-ins that behave like each
 * real server: refusals word for word, calls written as text in each family's format streamed one
 * character at a time, Mistral's id rule. Every one must end in a working citation chip.
 */
describe('side panel journey on every kind of server', () => {
  let world: ConfiguredJourney<'record'>;
  let browser: ExtensionBrowser;
  let site: LocalServer;

  beforeAll(async () => {
    // Each case points the settings at a model server of its own.
    world = await startConfiguredJourney({ lines: { record: ['/articles/solar.html', '34.6 percent'] }, panel: false });
    ({ browser, site } = world);
  });
  afterAll(async () => {
    await world?.close();
  });

  const modes: { name: string; apiStyle: 'ollama' | 'openai'; server: ModelServerOptions; viaText: boolean; path?: string }[] = [
    { name: 'Ollama, model without tools', apiStyle: 'ollama', server: { persona: 'ollama-no-tools' }, viaText: true },
    { name: 'old Ollama, model without tools, no capabilities', apiStyle: 'ollama', server: { persona: 'ollama-no-tools-no-capabilities' }, viaText: true },
    { name: 'Ollama, model without thinking', apiStyle: 'ollama', server: { persona: 'ollama-no-thinking' }, viaText: false },
    { name: 'vLLM without auto tool choice', apiStyle: 'openai', server: { persona: 'vllm-no-auto-tools' }, viaText: true },
    { name: 'llama.cpp without --jinja', apiStyle: 'openai', server: { persona: 'llamacpp-no-jinja' }, viaText: true },
    { name: 'Mistral template, calls in Mistral text format', apiStyle: 'openai', server: { persona: 'mistral-template', textCalls: 'mistral' }, viaText: false },
    { name: 'Llama python_tag calls in 1-character chunks', apiStyle: 'openai', server: { textCalls: 'llama' }, viaText: false },
    { name: 'Hermes calls in 1-character chunks', apiStyle: 'ollama', server: { textCalls: 'hermes' }, viaText: false },
    { name: 'old llama-server with error: events', apiStyle: 'openai', server: { persona: 'llamacpp-old-errors' }, viaText: false },
    { name: 'Ollama counting tokens with a real tokenizer', apiStyle: 'ollama', server: { countTokens: true }, viaText: false },
    { name: 'llama.cpp counting tokens with a real tokenizer', apiStyle: 'openai', server: { countTokens: true }, viaText: false },
    // Windows nobody reported, scaled to the journey's small pages (its prompts reach ~1700 tokens): LM Studio
    // lists 40960 and loads the model just in time at a smaller size; Ollama's /v1 runs at the server's
    // default (here OLLAMA_CONTEXT_LENGTH=1536), and both cut silently, the question first on Ollama.
    { name: 'LM Studio loading the model just in time', apiStyle: 'openai', server: { persona: 'lmstudio-jit', contextLength: 40960, lmStudioJitContext: 1536, countTokens: true }, viaText: false },
    {
      name: 'Ollama through its OpenAI-compatible /v1',
      apiStyle: 'openai',
      server: { persona: 'ollama', ollamaVersion: '0.12.6', ollamaDefaultContext: 1536, countTokens: true },
      viaText: false,
      path: '/v1',
    },
  ];

  for (const m of modes) {
    it(`answers with a working citation chip (${m.name})`, async () => {
      const model = await startModelServer(m.server);
      try {
        const solar = `${site.url}/articles/solar.html`;
        await world.configure({ modelUrl: `${model.url}${m.path ?? ''}`, apiStyle: m.apiStyle });
        const line = world.lines.record;

        const call = (name: string, args: Record<string, unknown>): ScriptedTurn => ({ toolCalls: [{ name, arguments: args }], chunkSize: 1 });
        model.setTurns([
          { thinking: 'I should search first.', ...call('browser.search', { query: 'solar panel efficiency record' }) },
          call('browser.open', { id: solar }),
          call('browser.find', { pattern: '34.6 percent' }),
          { content: `A tandem cell reached **34.6 percent** 【1†L${line}】.`, chunkSize: 3 },
        ]);

        const panel = await openPanel(browser);
        // The panel reopens the last conversation: each server gets a chat of its own.
        await panel.getByRole('button', { name: 'New chat' }).click();
        // The agent loop on every server: models without tools or with small windows would start in Quick.
        await panel.getByRole('combobox', { name: 'Answer mode' }).selectOption({ label: 'Research' });
        await ask(panel, 'What is the new solar cell efficiency record?');
        const log = panel.getByRole('log');
        const chip = log.getByRole('link', { name: new RegExp(`^Source \\d+, [^,]+, line ${line}$`) });
        await chip.waitFor({ timeout: 30_000 });
        expect((await chip.getAttribute('href'))?.startsWith(solar)).toBe(true);
        expect(await log.getByText(/Searched “solar panel efficiency record”/).count()).toBe(1);
        expect(await log.getByText(/Finding “34\.6 percent”/).count()).toBe(1);
        // No tool-call text leaks into the answer.
        const answer = (await log.textContent()) ?? '';
        expect(answer).not.toMatch(/tool_call|TOOL_CALLS|python_tag/);
        // The mode is said quietly when tools go via text.
        expect(await log.getByText(/Tools via text for this model/).count()).toBe(m.viaText ? 1 : 0);
        // Servers that cut silently never had to: every prompt fitted the window they really ran.
        const chats = model.requests.filter((r) => r.path.endsWith('/chat/completions') || r.path === '/api/chat');
        expect(chats.filter((r) => r.seen !== undefined)).toEqual([]);
        await panel.close();
      } finally {
        await model.close();
      }
    });
  }
});
