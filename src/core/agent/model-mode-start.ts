import { isAbortError, userText } from '../errors';
import type { ModeChange } from '../model/adaptive-client';
import { nativeToolsAdvice, nativeToolsAdviceText } from '../model/capability-refusals';
import { MemoryModeStore, modeKey, startingMode, type ModelMode, type ModelModeStore } from '../model/model-modes';
import type { ChatImage, ModelClient } from '../model/types';
import { noVisionError } from '../model/vision-refusal';
import type { AgentEvent, Notice } from './events';

export type { ModelModeStore };

export interface StartedMode {
  /** Updated in place by the adaptive client and the token calibration during the answer. */
  mode: ModelMode;
  save(): Promise<void>;
  describeChange(change: ModeChange): Notice;
}

const TOOLS_VIA_TEXT = 'Tools via text for this model: its tool signatures are in the prompt and its calls are read from its text.';

const quoted = (said: string) => `“${said.length > 160 ? `${said.slice(0, 160)}…` : said}”`;
const NO_THINKING = 'Thinking is off for this model: the server does not support it.';

/** Tools via text, with why (the server's refusal, if it refused) and how to get native tools back. */
function toolsViaText(said: string, refused: boolean): Notice {
  const why = refused ? `The server refused native tool calls: ${quoted(said)}.` : '';
  const advice = nativeToolsAdvice(said);
  const more = [refused ? userText('noticeToolsRefused', quoted(said)) : undefined, nativeToolsAdviceText(said)].filter((p) => p !== undefined);
  return { message: [TOOLS_VIA_TEXT, why, advice].filter(Boolean).join(' '), userMessage: userText('noticeToolsViaText', more) };
}

/**
 * The mode this answer starts in: what was learnt before about this model on this server, else what
 * the server reports (Ollama's `capabilities`), else native tools and thinking. A non-native mode is
 * said quietly at the top of the answer so the user knows why calls look different.
 */
export async function startModeFor(
  o: { client: ModelClient; model: string; server?: string; modes?: ModelModeStore; signal: AbortSignal; images?: readonly ChatImage[] },
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
  if (caps?.vision === true) delete mode.vision;
  if (caps?.vision === false) mode.vision = 'none';
  if (mode.tools === 'text') emit({ type: 'notice', ...toolsViaText(mode.reason ?? '', false) });
  const save = () => store.set(key, mode).catch(() => undefined);
  await save();
  // Known not to see (the server says so, or refused an image before): the image is not sent at all.
  if (o.images?.length && mode.vision === 'none') throw noVisionError(o.model);
  return {
    mode,
    save,
    describeChange: (change) =>
      change.refusal === 'tools'
        ? toolsViaText(change.said, true)
        : { message: `${NO_THINKING} (${quoted(change.said)})`, userMessage: userText('noticeNoThinking', quoted(change.said)) },
  };
}
