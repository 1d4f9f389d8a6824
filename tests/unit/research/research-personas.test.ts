/**
 * The plan, notes and report prompts through the real model clients against the scripted server in
 * the persona of each server family: servers that refuse native tools (so calls are written as text),
 * Mistral's template, LM Studio's gpt-oss template, with a 4,096-token window counted by a real
 * tokenizer. Sub-questions run one at a time here, so the scripted turns arrive in order.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { resolveCitations } from '../../../src/core/agent/citations';
import { promptBudget } from '../../../src/core/agent/context-budget';
import { createModelClient } from '../../../src/core/model/create-client';
import { MemoryModeStore } from '../../../src/core/model/model-modes';
import { continueResearch, newResearchJob, planResearch, startResearch } from '../../../src/core/research/research-job';
import { SourceTable } from '../../../src/core/research/source-table';
import { startModelServer, type ModelServer, type ModelServerOptions, type ScriptedTurn } from '../../support/model-server';
import { promptTokens } from '../../support/model-server-tokens';
import { FACT_LINE, MemoryResearchStore, TOPICS, agentSettings, worldEnv } from './research-world';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function script(planStyle: 'list' | 'tool-calls'): ScriptedTurn[] {
  const [a, b] = [TOPICS[0]!, TOPICS[1]!];
  const plan: ScriptedTurn =
    planStyle === 'list'
      ? { content: `<think>Two parts.</think>Plan:\n1. **${a.sub}**\n2. **${b.sub}**` }
      : // A small model that calls tools instead of planning: its queries are the plan.
        { content: [a, b].map((t) => `<tool_call>\n{"name": "browser.search", "arguments": {"query": "${t.sub}"}}\n</tool_call>`).join('\n') };
  const sub = (t: typeof a): ScriptedTurn[] => [
    { toolCalls: [{ name: 'browser.search', arguments: { query: t.sub } }] },
    { toolCalls: [{ name: 'browser.open', arguments: { id: t.url } }] },
    { content: `${t.fact}【1†L${FACT_LINE}】\nNot found: who measured it first.` },
  ];
  const report: ScriptedTurn = {
    content: `## Summary\n\n${a.fact}【0†L${FACT_LINE}】\n\n## ${a.sub}\n\n${a.fact}【0†L${FACT_LINE}】\n\n## ${b.sub}\n\n${b.fact}【1†L${FACT_LINE}】\n\n## What I could not find\n\nWho measured it first.`,
  };
  return [plan, ...sub(a), ...sub(b), report];
}

const personas: [string, ModelServerOptions, 'ollama' | 'openai', 'list' | 'tool-calls'][] = [
  ['Ollama, model without tools', { persona: 'ollama-no-tools' }, 'ollama', 'list'],
  ['Ollama, native tools', {}, 'ollama', 'tool-calls'],
  ['llama.cpp without --jinja', { persona: 'llamacpp-no-jinja' }, 'openai', 'list'],
  ['vLLM without auto tool choice', { persona: 'vllm-no-auto-tools' }, 'openai', 'tool-calls'],
  ['Mistral template, calls as text', { persona: 'mistral-template', textCalls: 'mistral' }, 'openai', 'list'],
  ['LM Studio gpt-oss template', { persona: 'lmstudio-gpt-oss-template' }, 'openai', 'list'],
];

describe('deep research on small local models, every server family, 4,096-token window', () => {
  for (const [name, options, style, planStyle] of personas) {
    it(name, async () => {
      server = await startModelServer({ ...options, turns: script(planStyle), contextLength: 4096, countTokens: true });
      const store = new MemoryResearchStore();
      const env = worldEnv();
      const settings = { ...agentSettings, model: { ...agentSettings.model, contextSize: 4096 } };
      const d = { client: createModelClient({ baseUrl: server.url, style }), model: 'scripted-model', server: server.url, env, settings, store, modes: new MemoryModeStore(), stop: new AbortController().signal, signal: new AbortController().signal, parallel: 1 };
      const job = newResearchJob('p', 'Tell me about water', 'quick');
      await planResearch(job, d);
      expect(job.plan).toEqual([TOPICS[0]!.sub, TOPICS[1]!.sub]);
      startResearch(job, job.plan);
      await continueResearch(job, d);
      expect(job.error).toBeUndefined();
      expect(job.subs.map((s) => s.status)).toEqual(['done', 'done']);
      expect(env.opened).toEqual([TOPICS[0]!.url, TOPICS[1]!.url]);
      const citations = resolveCitations(job.report!, new SourceTable(await store.loadSources('p')).session());
      expect(citations.map((c) => c.url)).toEqual([TOPICS[0]!.url, TOPICS[0]!.url, TOPICS[1]!.url]);
      expect(citations.every((c) => c.check?.missing.length === 0)).toBe(true);
      // Every prompt, counted by a real tokenizer, left the answer its room in the window.
      const chats = server.requests.filter((q) => q.path === '/api/chat' || q.path === '/v1/chat/completions').map((q) => q.body);
      for (const body of chats) expect(promptTokens(body)).toBeLessThanOrEqual(promptBudget(4096));
    });
  }
});
