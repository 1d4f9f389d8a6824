import { runAgent } from '../agent/agent-loop';
import type { AgentSettings } from '../agent/agent-settings';
import { fitToBudget, promptBudget } from '../agent/context-budget';
import type { AgentEvent } from '../agent/events';
import { tokenRatio } from '../agent/token-calibration';
import type { BrowserSession } from '../browser/browser-session';
import type { BrowserEnv } from '../browser/env';
import type { SerializedError } from '../errors';
import { modeKey, type ModelModeStore } from '../model/model-modes';
import type { ChatMessage, ModelClient } from '../model/types';
import { NOTES_NOW, notesRequest } from './notes';
import { textRound } from './text-round';

/** Tool steps per sub-question: enough for search → open → find → open, not a whole afternoon. */
export const SUB_QUESTION_STEPS = 8;

export interface SubQuestionRun {
  client: ModelClient;
  model: string;
  server?: string;
  env: BrowserEnv;
  settings: AgentSettings;
  window: number;
  modes: ModelModeStore;
  question: string;
  sub: string;
  /** Stop or a spent budget: the agent stops browsing, and notes are written from what it read. */
  stop: AbortSignal;
  /** The whole job going away (the worker stopping): nothing more is written. */
  signal: AbortSignal;
  now: Date;
}

export interface SubQuestionResult {
  /** Notes in this sub-question's own cursor numbering (see SourceTable.renumber). */
  notes: string;
  session: BrowserSession;
  stopped: boolean;
  error?: SerializedError;
}

/**
 * One sub-question: the ordinary agent loop with the browser tools, asked for notes instead of an
 * answer. Its searches and page opens go through `env`, which the job shares between sub-questions
 * (page budget, concurrency). Stopped midway, the pages it read are not thrown away: one more turn,
 * without tools, writes the notes from them.
 */
export async function researchSubQuestion(o: SubQuestionRun): Promise<SubQuestionResult> {
  let error: SerializedError | undefined;
  const onEvent = (e: AgentEvent) => {
    if (e.type === 'error') error = e.error;
  };
  const agentSignal = AbortSignal.any([o.stop, o.signal]);
  const settings: AgentSettings = { ...o.settings, browsing: { ...o.settings.browsing, maxToolSteps: Math.min(o.settings.browsing.maxToolSteps, SUB_QUESTION_STEPS) } };
  const result = await runAgent({
    client: o.client,
    model: o.model,
    history: [],
    userMessage: notesRequest(o.question, o.sub),
    env: o.env,
    settings,
    signal: agentSignal,
    onEvent,
    now: o.now,
    contextLength: o.window,
    modes: o.modes,
    ...(o.server ? { server: o.server } : {}),
  });
  const stopped = o.stop.aborted;
  let notes = result.content;
  if (stopped && !o.signal.aborted && result.session.entries.length > 0 && !/【\d+†L\d+/.test(notes)) {
    notes = await notesFromWhatWasRead(o, result.messages).catch(() => notes);
  }
  return { notes, session: result.session, stopped, ...(error ? { error } : {}) };
}

async function notesFromWhatWasRead(o: SubQuestionRun, messages: ChatMessage[]): Promise<string> {
  const mode = await o.modes.get(modeKey(o.server ?? o.client.style, o.model));
  const ratio = mode ? tokenRatio(mode) : 1;
  const conversation: ChatMessage[] = [{ role: 'system', content: 'You are Sidelight, a research assistant. Cite lines as 【cursor†Lstart-Lend】.' }, ...messages.map(asPlainText), { role: 'user', content: NOTES_NOW }];
  const fitted = fitToBudget(conversation, Math.floor(promptBudget(o.window) / ratio), conversation.length - 1);
  const out = await textRound(o.client, { model: o.model, messages: fitted.messages, window: o.window, settings: o.settings, signal: o.signal });
  return out.content;
}

/**
 * This turn offers no tools, and templates without tools drop or refuse `tool` messages (see
 * text-tool-protocol.ts): the exchange is replayed as text, results as the user's messages.
 */
function asPlainText(m: ChatMessage): ChatMessage {
  if (m.role === 'tool') return { role: 'user', content: `[${m.name} result]\n${m.content}` };
  if (m.role === 'assistant' && m.toolCalls?.length) {
    const calls = m.toolCalls.map((c) => `${c.name}(${JSON.stringify(c.arguments)})`).join('\n');
    return { role: 'assistant', content: [m.content, calls].filter(Boolean).join('\n') };
  }
  return m;
}
