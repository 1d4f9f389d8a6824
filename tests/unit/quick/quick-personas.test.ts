/**
 * A Quick answer through the real model clients against the scripted server in the persona of each
 * server family, with the window counted by a real tokenizer (o200k): a model without tools on Ollama
 * (which refuses any request that carries tools), llama.cpp without --jinja and vLLM without auto tool
 * choice (text only), Mistral's template, LM Studio loading the model just in time at 4,096.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../../src/core/agent/events';
import { promptBudget } from '../../../src/core/agent/context-budget';
import { createModelClient } from '../../../src/core/model/create-client';
import { MemoryModeStore } from '../../../src/core/model/model-modes';
import { QUICK_EXCERPT_TOKENS, runQuickAnswer } from '../../../src/core/quick/quick-answer';
import { agentSettingsFrom } from '../../../src/shared/agent-settings-from';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings';
import { startModelServer, type ModelServer, type ModelServerOptions } from '../../support/model-server';
import { promptTokens } from '../../support/model-server-tokens';
import { FACT, FACT_LINE, FACT_PAGE, QUESTION, quickWorld } from './quick-world';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const personas: [string, ModelServerOptions, 'ollama' | 'openai', number][] = [
  ['Ollama, model without tools', { persona: 'ollama-no-tools' }, 'ollama', 4096],
  ['Ollama, model without tools', { persona: 'ollama-no-tools' }, 'ollama', 8192],
  ['Ollama, model without tools, no capabilities reported', { persona: 'ollama-no-tools-no-capabilities' }, 'ollama', 4096],
  ['llama.cpp without --jinja', { persona: 'llamacpp-no-jinja' }, 'openai', 4096],
  ['llama.cpp without --jinja', { persona: 'llamacpp-no-jinja' }, 'openai', 8192],
  ['vLLM without auto tool choice', { persona: 'vllm-no-auto-tools' }, 'openai', 4096],
  ['Mistral template', { persona: 'mistral-template' }, 'openai', 4096],
  ['Ollama, model that cannot think', { persona: 'ollama-no-thinking' }, 'ollama', 4096],
  // Loads the model at 4,096 whatever the model could take: the window planned is what it loads.
  ['LM Studio, just-in-time load', { persona: 'lmstudio-jit' }, 'openai', 4096],
];

const chats = (s: ModelServer) => s.requests.filter((q) => q.path === '/api/chat' || q.path === '/v1/chat/completions');

describe('Quick answer on every server family', () => {
  for (const [name, options, style, window] of personas) {
    it(`${name}, ${window}-token window: one request, no tools, the answering line in it, under the window by the real tokenizer`, async () => {
      // The cursor of the fact page depends on the order pages arrive; the model cites what the prompt says.
      server = await startModelServer({ ...options, contextLength: window, countTokens: true });
      server.setRespond((body) => {
        const text = JSON.stringify(body.messages);
        const m = new RegExp(`\\[(\\d+)\\] Bavaria alpine huts`).exec(text);
        return { content: `It is 2,962 metres tall【${m ? m[1] : 9}†L${FACT_LINE}】.` };
      });
      const events: AgentEvent[] = [];
      const settings = agentSettingsFrom({ ...DEFAULT_SETTINGS, model: { ...DEFAULT_SETTINGS.model, contextSize: window } });
      const r = await runQuickAnswer({
        client: createModelClient({ baseUrl: server.url, style }),
        model: 'scripted-model',
        server: server.url,
        history: [],
        userMessage: QUESTION,
        env: quickWorld(),
        settings,
        signal: new AbortController().signal,
        onEvent: (e) => events.push(e),
        modes: new MemoryModeStore(),
      });
      expect(events.filter((e) => e.type === 'error')).toEqual([]);
      // No tools are sent, so how this model would take them is no news to the user.
      expect(events.filter((e) => e.type === 'notice' && e.userMessage?.key === 'noticeToolsViaText')).toEqual([]);
      expect(chats(server)).toHaveLength(1);
      const body = chats(server)[0]!.body;
      expect(body.tools ?? []).toEqual([]);
      expect(JSON.stringify(body.messages)).toContain(`L${FACT_LINE}: ${FACT}`);
      // Under the window with the answer's quarter kept, by the real tokenizer, before any calibration.
      expect(promptTokens(body)).toBeLessThanOrEqual(promptBudget(window));
      // And filled: the window, or the excerpt cap in a larger one.
      expect(promptTokens(body)).toBeGreaterThan(Math.min(promptBudget(window), QUICK_EXCERPT_TOKENS) * 0.8);
      expect(r.citations).toHaveLength(1);
      expect(r.citations[0]).toMatchObject({ url: `https://bavaria.example/${FACT_PAGE}`, startLine: FACT_LINE, lines: [FACT] });
      expect(r.citations[0]!.check?.missing ?? []).toEqual([]);
    });
  }
});
