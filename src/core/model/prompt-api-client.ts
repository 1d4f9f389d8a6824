import { SidelightError, stopped, userText } from '../errors';
import type { ContextWindow } from './context-window';
import { BUILT_IN_MODEL, promptApiAvailability, promptApiError, TEXT_IO, type LanguageModelApi, type LanguageModelMessage, type LanguageModelSession } from './prompt-api';
import { toTextToolsRequest } from './text-tool-protocol';
import type { ChatMessage, ChatRequest, ModelChunk, ModelClient, ModelInfo } from './types';

/**
 * Chrome's built-in model through the Prompt API. The shapes follow the explainer
 * (webmachinelearning/prompt-api README.md) and Chromium's IDL
 * (third_party/blink/renderer/modules/ai/language_model.idl, language_model_create_options.idl):
 * `LanguageModel.availability()`, `LanguageModel.create({ initialPrompts, expectedInputs, monitor, signal })`,
 * `session.promptStreaming(input, { signal })` (string chunks, each appended to the text so far as the
 * explainer's streaming examples do: deltas, as Chrome streams them since before 138),
 * `session.contextWindow` (called `inputQuota` before the explainer's rename, still the only name in
 * Chrome 138's extensions, so both are read) and `session.destroy()`. The global is injected, so this
 * file runs in Node tests against tests/support/prompt-api-stand-in.ts.
 *
 * The explainer's `tools` option (open-loop tool calls as structured chunks, newer than Chrome 138's
 * API) is not used: the text protocol works on every version, and the agent loop reads and checks
 * every call the same way as for any server without native tools (text-tool-protocol.ts).
 *
 * Each round is a fresh session whose initialPrompts hold the system message and the history, and the
 * last user message is the prompt. The explainer's overflow drops old prompt/response pairs but never
 * initialPrompts, so a conversation past the window fails with QuotaExceededError instead of losing
 * its middle unseen: the window "refuses", like llama.cpp's.
 */
function unavailable(): SidelightError {
  return new SidelightError('config', "Chrome's built-in model is not available in this browser.", {
    hint: 'Check the Chrome version, flags and hardware listed in the README, or choose a model server.',
    userMessage: userText('errPromptApiUnavailable'),
    userHint: userText('errPromptApiUnsupportedHint'),
  });
}

/** The first system message goes first in initialPrompts; the API refuses a system role anywhere else. */
function toPrompts(messages: readonly ChatMessage[]): { initial: LanguageModelMessage[]; input: LanguageModelMessage[] } {
  const all: LanguageModelMessage[] = [];
  const systems: string[] = [];
  for (const m of messages) {
    if (m.role === 'system') systems.push(m.content);
    else if (m.role === 'user' || m.role === 'assistant') all.push({ role: m.role, content: m.content });
  }
  const initial: LanguageModelMessage[] = systems.length ? [{ role: 'system', content: systems.join('\n\n') }] : [];
  // The last user message and anything after it is the prompt; the rest is history.
  let cut = all.length;
  while (cut > 0 && all[cut - 1]!.role !== 'user') cut--;
  const from = Math.max(0, cut - 1);
  return { initial: [...initial, ...all.slice(0, from)], input: all.slice(from) };
}

export class PromptApiClient implements ModelClient {
  readonly style = 'prompt-api' as const;
  private quota: Promise<number | undefined> | undefined;

  /** `api` is the `LanguageModel` global, undefined where the browser has none. */
  constructor(private readonly maybeApi: LanguageModelApi | undefined) {}

  private get api(): LanguageModelApi {
    if (!this.maybeApi) throw unavailable();
    return this.maybeApi;
  }

  async listModels(signal: AbortSignal): Promise<ModelInfo[]> {
    if (signal.aborted) throw stopped(signal.reason);
    const availability = await promptApiAvailability(this.maybeApi);
    if (availability === 'unavailable') throw unavailable();
    const contextLength = availability === 'available' ? await this.contextLength(BUILT_IN_MODEL, signal) : undefined;
    return [{ name: BUILT_IN_MODEL, ...(contextLength === undefined ? {} : { contextLength }) }];
  }

  /** The window is the session's `contextWindow` (`inputQuota`): an empty session is made once to read it. */
  contextLength(_model: string, signal: AbortSignal): Promise<number | undefined> {
    this.quota ??= (async () => {
      const session = await this.api.create({ ...TEXT_IO, signal });
      try {
        return session.contextWindow ?? session.inputQuota;
      } finally {
        session.destroy();
      }
    })().catch((err: unknown) => {
      this.quota = undefined;
      throw promptApiError(err);
    });
    return this.quota;
  }

  /** Chrome refuses a prompt past the quota (QuotaExceededError), so the agent plans under it. */
  async contextWindow(model: string, signal: AbortSignal): Promise<ContextWindow | undefined> {
    const tokens = await this.contextLength(model, signal);
    return tokens === undefined ? undefined : { tokens, source: 'reported', overflow: 'refuses' };
  }

  async *chat(request: ChatRequest, signal: AbortSignal): AsyncGenerator<ModelChunk> {
    const sent = request.tools.length ? toTextToolsRequest(request) : request;
    const { initial, input } = toPrompts(sent.messages);
    let session: LanguageModelSession | undefined;
    try {
      session = await this.api.create({ ...TEXT_IO, initialPrompts: initial, signal });
      const reader = session.promptStreaming(input, { signal }).getReader();
      const onAbort = () => void reader.cancel(signal.reason).catch(() => undefined);
      signal.addEventListener('abort', onAbort, { once: true });
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (signal.aborted) throw stopped(signal.reason);
          if (done) break;
          if (value) yield { type: 'content', text: value };
        }
      } finally {
        signal.removeEventListener('abort', onAbort);
      }
      yield { type: 'done', finishReason: 'stop' };
    } catch (err) {
      throw signal.aborted ? stopped(err) : promptApiError(err);
    } finally {
      session?.destroy();
    }
  }
}
