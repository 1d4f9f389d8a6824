import { isAbortError, SidelightError, stopped, userText } from '../errors';

/**
 * Chrome's built-in model as the Prompt API offers it (webmachinelearning/prompt-api README.md; Chromium's
 * third_party/blink/renderer/modules/ai/language_model.idl): the API's shapes, whether the model is
 * there, its download, and its errors. The pickers need only this; the client that chats with the model
 * is prompt-api-client.ts, loaded with the other model clients after the panel's first paint.
 */
export type PromptApiAvailability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

export interface LanguageModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

interface DownloadProgressEvent extends Event {
  loaded: number;
}

export interface LanguageModelMonitor {
  addEventListener(type: 'downloadprogress', listener: (e: DownloadProgressEvent) => void): void;
}

export interface LanguageModelCreateOptions {
  initialPrompts?: LanguageModelMessage[];
  expectedInputs?: { type: 'text'; languages?: string[] }[];
  expectedOutputs?: { type: 'text'; languages?: string[] }[];
  monitor?: (monitor: LanguageModelMonitor) => void;
  signal?: AbortSignal;
}

export interface LanguageModelSession {
  /** The explainer's current name for the window. */
  readonly contextWindow?: number;
  /** The name Chrome 138 shipped (deprecated alias in extensions). */
  readonly inputQuota?: number;
  promptStreaming(input: string | LanguageModelMessage[], options?: { signal?: AbortSignal }): ReadableStream<string>;
  destroy(): void;
}

/** The static side of the `LanguageModel` interface, as far as Sidelight uses it. */
export interface LanguageModelApi {
  availability(options?: Pick<LanguageModelCreateOptions, 'expectedInputs' | 'expectedOutputs'>): Promise<PromptApiAvailability>;
  create(options?: LanguageModelCreateOptions): Promise<LanguageModelSession>;
}

/** The one model the API offers; Chrome does not name it, so the list shows this name. */
export const BUILT_IN_MODEL = 'chrome-built-in';

/** English text in and out: Chrome's supported languages are en, es and ja (the explainer's expectedInputs). */
export const TEXT_IO: Pick<LanguageModelCreateOptions, 'expectedInputs' | 'expectedOutputs'> = {
  expectedInputs: [{ type: 'text', languages: ['en'] }],
  expectedOutputs: [{ type: 'text', languages: ['en'] }],
};

function errorName(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null ? (err as { name?: string }).name : undefined;
}

/** The DOMExceptions the IDL names, as errors a user can act on. */
export function promptApiError(err: unknown): SidelightError {
  if (err instanceof SidelightError) return err;
  if (isAbortError(err)) return stopped(err);
  const said = err instanceof Error ? err.message : String(err);
  switch (errorName(err)) {
    case 'QuotaExceededError':
      return new SidelightError('context-length', `The conversation no longer fits in Chrome's built-in model's small window (${said}).`, {
        cause: err,
        hint: 'Start a new conversation or ask a shorter question, or choose a model server with a larger window.',
        userMessage: userText('errPromptApiWindow', said),
        userHint: userText('errPromptApiWindowHint'),
      });
    case 'NotAllowedError':
      return new SidelightError('forbidden', `Chrome did not allow its built-in model (${said}).`, {
        cause: err,
        hint: 'Click Download yourself: Chrome starts the download only after a click. If a policy blocks it, ask your administrator.',
        userMessage: userText('errPromptApiNotAllowed', said),
        userHint: userText('errPromptApiNotAllowedHint'),
      });
    case 'NotSupportedError':
    case 'InvalidStateError':
      return new SidelightError('config', `Chrome's built-in model cannot run here (${said}).`, {
        cause: err,
        hint: 'Check the Chrome version, flags and hardware listed in the README, or choose a model server.',
        userMessage: userText('errPromptApiUnsupported', said),
        userHint: userText('errPromptApiUnsupportedHint'),
      });
    default:
      return new SidelightError('http', `Chrome's built-in model failed (${said}).`, {
        cause: err,
        userMessage: userText('errPromptApiFailed', said),
      });
  }
}

/** The model's availability; "unavailable" when the browser has no Prompt API. */
export async function promptApiAvailability(api: LanguageModelApi | undefined): Promise<PromptApiAvailability> {
  if (!api) return 'unavailable';
  try {
    return await api.availability(TEXT_IO);
  } catch {
    return 'unavailable';
  }
}

/**
 * Downloads the model: `create` with a monitor whose `downloadprogress` events report 0…1, then the
 * session goes. Chrome requires a user activation for this, so it runs from a click.
 */
export async function downloadBuiltInModel(api: LanguageModelApi, onProgress: (loaded: number) => void, signal: AbortSignal): Promise<void> {
  try {
    const session = await api.create({ ...TEXT_IO, signal, monitor: (m) => m.addEventListener('downloadprogress', (e) => onProgress(e.loaded)) });
    session.destroy();
  } catch (err) {
    throw promptApiError(err);
  }
}
