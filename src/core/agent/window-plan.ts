import { isAbortError } from '../errors';
import type { ContextWindow } from '../model/context-window';
import type { ModelClient } from '../model/types';

export interface WindowAsk {
  client: ModelClient;
  model: string;
  /** The user's Context size: what Sidelight asks Ollama for (`num_ctx`), and the guess when no server says. */
  setting: number;
  /** Already known (skips asking the server). */
  contextLength?: number;
  signal: AbortSignal;
}

/**
 * The window to plan each prompt for. Ollama's native API runs at the `num_ctx` Sidelight asks for,
 * capped by the model; an OpenAI-compatible server runs at what it reports (loaded size first, its
 * just-in-time default for a model not loaded yet); only when nothing answers is the setting a guess.
 */
export async function planWindow(o: WindowAsk): Promise<ContextWindow> {
  const native = o.client.style === 'ollama';
  const reported: ContextWindow | undefined =
    o.contextLength !== undefined
      ? { tokens: o.contextLength, source: 'reported', overflow: native ? 'drops-oldest' : 'refuses', ...(native ? { server: 'ollama' as const } : {}) }
      : await ask(o);
  if (native) return { tokens: Math.min(o.setting, reported?.tokens ?? o.setting), source: reported ? 'reported' : 'setting', overflow: 'drops-oldest', server: 'ollama', askedFor: true };
  return reported ?? { tokens: o.setting, source: 'setting', overflow: 'refuses' };
}

async function ask(o: WindowAsk): Promise<ContextWindow | undefined> {
  try {
    if (o.client.contextWindow) return await o.client.contextWindow(o.model, o.signal);
    const tokens = await o.client.contextLength(o.model, o.signal);
    return tokens ? { tokens, source: 'reported', overflow: 'refuses' } : undefined;
  } catch (err) {
    // Unknown context size is not fatal: the setting stands in.
    if (isAbortError(err)) throw err;
    return undefined;
  }
}

/**
 * After a request that loaded the model, a provisional window (LM Studio's or Ollama's default for a
 * model not yet loaded) is asked again: the server now says the size it really loaded.
 */
export async function windowAfterLoad(o: WindowAsk, before: ContextWindow): Promise<ContextWindow> {
  if (!before.provisional) return before;
  const now = await ask(o);
  return now && now.source === 'loaded' ? now : { ...before, provisional: false };
}
