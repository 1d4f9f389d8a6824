import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtensionBrowser } from '../support/extension-browser';
import type { LocalServer } from '../support/local-server';
import { startModelServer, type ModelServerOptions, type ScriptedTurn } from '../support/model-server';
import { oneOffParseError } from '../support/model-server-personas';
import { type ConfiguredJourney, ask, openPanel, startConfiguredJourney } from './sidepanel-journey-support';

const REASONING = 'Weighing what the user wants before I search.';

/**
 * The research journey against servers as they ship: reasoning left in the text (vLLM without
 * `--reasoning-parser`, a DeepSeek-R1 distill whose template opens `<think>` in the prompt), and a
 * one-off parse failure of the model's tool call (Ollama's harmony parser, llama.cpp's chat parser).
 * Each must end in a working citation chip, with the reasoning in the thinking, never the answer.
 */
describe('side panel journey on servers that leave reasoning in the text or fail once', () => {
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

  const call = (name: string, args: Record<string, unknown>): ScriptedTurn => ({ toolCalls: [{ name, arguments: args }], chunkSize: 1 });
  const cases: { name: string; apiStyle: 'ollama' | 'openai'; server: ModelServerOptions; first: Partial<ScriptedTurn>; retried: boolean }[] = [
    { name: 'vLLM without a reasoning parser: <think> in the content', apiStyle: 'openai', server: { ollamaVersion: false, reasoningInContent: 'think-tags' }, first: {}, retried: false },
    { name: 'DeepSeek-R1 distill: only </think> in the content', apiStyle: 'openai', server: { ollamaVersion: false, reasoningInContent: 'template-opened' }, first: {}, retried: false },
    { name: 'Ollama harmony fails to parse the call once', apiStyle: 'ollama', server: {}, first: { failOnce: oneOffParseError('ollama-harmony', '{"query":"solar') }, retried: true },
    { name: 'llama.cpp fails to parse the call once', apiStyle: 'openai', server: { ollamaVersion: false }, first: { failOnce: oneOffParseError('llamacpp', '<tool_call>{"name"') }, retried: true },
  ];

  for (const c of cases) {
    it(`answers with a working citation chip (${c.name})`, async () => {
      const model = await startModelServer(c.server);
      try {
        const solar = `${site.url}/articles/solar.html`;
        await world.configure({ modelUrl: model.url, apiStyle: c.apiStyle });
        const line = world.lines.record;

        model.setTurns([
          { thinking: REASONING, ...call('browser.search', { query: 'solar panel efficiency record' }), ...c.first },
          call('browser.open', { id: solar }),
          { thinking: 'The page says 34.6 percent.', content: `A tandem cell reached **34.6 percent** 【1†L${line}】.`, chunkSize: 3 },
        ]);

        const panel = await openPanel(browser);
        await panel.getByRole('button', { name: 'New chat' }).click();
        await ask(panel, 'What is the new solar cell efficiency record?');
        const log = panel.getByRole('log');
        const chip = log.getByRole('link', { name: new RegExp(`^Source \\d+, [^,]+, line ${line}$`) });
        await chip.waitFor({ timeout: 30_000 });
        expect((await chip.getAttribute('href'))?.startsWith(solar)).toBe(true);
        expect(await log.getByText(/Searched “solar panel efficiency record”/).count()).toBe(1);

        // The reasoning is in the thinking, and neither it nor its tags are in the answer.
        const answer = (await log.locator('.answer-body').last().textContent()) ?? '';
        expect(answer).toContain('A tandem cell reached 34.6 percent');
        expect(answer).not.toMatch(/think>|Weighing what the user wants|The page says/);
        const thinking = log.getByRole('group').filter({ hasText: REASONING });
        expect(await thinking.count()).toBe(1);

        expect(await log.getByText(/could not read the model’s tool call .*trying that step again/).count()).toBe(c.retried ? 1 : 0);
        expect(model.requests.filter((q) => q.path === '/api/chat' || q.path === '/v1/chat/completions')).toHaveLength(c.retried ? 4 : 3);
        await panel.close();
      } finally {
        await model.close();
      }
    });
  }
});
