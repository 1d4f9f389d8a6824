import { isAbortError } from '../errors';
import type { ModeChange } from '../model/adaptive-client';
import { nativeToolsAdvice } from '../model/capability-refusals';
import { MemoryModeStore, modeKey, startingMode, type ModelMode, type ModelModeStore } from '../model/model-modes';
import type { ModelClient } from '../model/types';
import type { AgentEvent } from './events';

export type { ModelModeStore };

export interface StartedMode {
  /** Updated in place by the adaptive client and the token calibration during the answer. */
  mode: ModelMode;
  save(): Promise<void>;
  describeChange(change: ModeChange): string;
}

const TOOLS_VIA_TEXT = 'Tools via text for this model: its tool signatures are in the prompt and its calls are read from its text.';

const quoted = (said: string) => `“${said.length > 160 ? `${said.slice(0, 160)}…` : said}”`;
const NO_THINKING = 'Thinking is off for this model: the server does not support it.';

/**
 * The mode this answer starts in: what was learnt before about this model on this server, else what
 * the server reports (Ollama's `capabilities`), else native tools and thinking. A non-native mode is
 * said quietly at the top of the answer so the user knows why calls look different.
 */
export async function startModeFor(
  o: { client: ModelClient; model: string; server?: string; modes?: ModelModeStore; signal: AbortSignal },
  emit: (e: AgentEvent) => void,
): Promise<StartedMode> {
  const store = o.modes ?? new MemoryModeStore();
  const key = modeKey(o.server ?? o.client.style, o.model);
  const mode = startingMode(await store.get(key).catch(() => undefined), Date.now());
  const caps = await o.client.capabilities?.(o.model, o.signal).catch((e: unknown) => (isAbortError(e) ? Promise.reject(e) : undefined));
  // The server's own word wins over anything remembered: a re-pulled or updated model may have gained tools.
  if (caps?.tools !== undefined) {
    mode.tools = caps.tools ? 'native' : 'text';
    if (!caps.tools) mode.reason = 'the server reports that this model does not support tools';
  }
  if (caps?.thinking !== undefined) mode.think = caps.thinking ? 'on' : 'off';
  if (mode.tools === 'text') emit({ type: 'notice', message: `${TOOLS_VIA_TEXT} ${nativeToolsAdvice(mode.reason ?? '')}`.trim() });
  const save = () => store.set(key, mode).catch(() => undefined);
  await save();
  return {
    mode,
    save,
    describeChange: (change) =>
      change.refusal === 'tools'
        ? `${TOOLS_VIA_TEXT} The server refused native tool calls: ${quoted(change.said)}. ${nativeToolsAdvice(change.said)}`.trim()
        : `${NO_THINKING} (${quoted(change.said)})`,
  };
}
