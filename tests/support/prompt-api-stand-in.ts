/**
 * A stand-in of Chrome's built-in model, the Prompt API's `LanguageModel` global, following the
 * explainer (webmachinelearning/prompt-api README.md) and Chromium's IDL
 * (third_party/blink/renderer/modules/ai/language_model.idl):
 * - `LanguageModel.availability(options)` → "unavailable" | "downloadable" | "downloading" | "available";
 * - `LanguageModel.create({ initialPrompts, expectedInputs, monitor, signal })`: a monitor gets
 *   `downloadprogress` events whose `loaded` runs from 0 to 1 while the model downloads; a download needs
 *   a user activation (NotAllowedError without one); initial prompts past the quota reject with
 *   QuotaExceededError; a "system" role anywhere but the first initial prompt is a TypeError;
 * - `session.promptStreaming(input, { signal })`: a ReadableStream of string chunks, each a delta (Chrome
 *   changed the chunks from cumulative to deltas before the API shipped to extensions in Chrome 138);
 *   input past `inputQuota - inputUsage` errors with QuotaExceededError; the signal aborts the stream;
 *   a "system" message in a prompt is NotSupportedError (the IDL's comment on prompt());
 * - `session.inputQuota`, `session.inputUsage`, `session.measureInputUsage(input)`, `session.destroy()`, the
 *   names Chrome 138 shipped; with `renamed` the explainer's current `contextWindow`, `contextUsage` and
 *   `measureContextUsage` instead (its "Renamed Features" table).
 * As in the explainer, initialPrompts are never dropped on overflow, so a prompt that does not fit
 * beside them is refused; overflow of earlier prompt/response pairs is not modelled (Sidelight sends
 * one prompt per session).
 * Tokens are counted as a quarter of the characters, rounded up; Gemini Nano's real count differs, the
 * shape does not. The install function is self-contained, so e2e tests pass it to `addInitScript` as is.
 */
export interface PromptApiStandInConfig {
  availability: 'unavailable' | 'downloadable' | 'downloading' | 'available';
  /** The session's `inputQuota` in tokens. */
  inputQuota: number;
  /** Replies in order, one per prompt; each is streamed in pieces of `chunkChars` characters. */
  replies: string[];
  chunkChars?: number;
  /** Progress events a download sends, spaced by `downloadStepMs`. */
  downloadSteps?: number;
  downloadStepMs?: number;
  /** A download needs a user activation (Chrome's rule); false lets Node tests download without one. */
  downloadNeedsActivation?: boolean;
  /** ms between streamed chunks, so a test can stop mid-stream. */
  chunkDelayMs?: number;
  /** Expose the explainer's renamed attributes (contextWindow, contextUsage) instead of inputQuota/inputUsage. */
  renamed?: boolean;
  /** Keeps the availability in localStorage under this key, so a model downloaded on one extension page is there on the next, as in Chrome. */
  persistKey?: string;
}

/** Installs the stand-in as `globalThis.LanguageModel` (and returns it); prompts seen go to `LanguageModel.seen`. */
export function installPromptApiStandIn(config: PromptApiStandInConfig): unknown {
  const tokens = (text: string) => Math.ceil(text.length / 4);
  const textOf = (input: unknown): string =>
    typeof input === 'string' ? input : Array.isArray(input) ? input.map((m: { content: unknown }) => (typeof m.content === 'string' ? m.content : '')).join('\n') : '';
  const hasSystem = (input: unknown) => Array.isArray(input) && input.some((m: { role?: string }) => m.role === 'system');
  const quotaError = (requested: number, quota: number) => {
    const e = new DOMException(`The input is too large (${requested} tokens, quota ${quota}).`, 'QuotaExceededError');
    Object.assign(e, { requested, quota });
    return e;
  };
  const abortError = (signal: AbortSignal) => (signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError'));
  const wait = (ms: number, signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(abortError(signal));
      const onAbort = () => {
        clearTimeout(t);
        reject(abortError(signal!));
      };
      const t = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  const storage = config.persistKey ? (globalThis as { localStorage?: Storage }).localStorage : undefined;
  const state = {
    availability: (storage?.getItem(config.persistKey!) as PromptApiStandInConfig['availability'] | null) ?? config.availability,
    replies: [...config.replies],
  };
  const setAvailability = (next: PromptApiStandInConfig['availability']) => {
    state.availability = next;
    storage?.setItem(config.persistKey!, next);
  };
  const seen: unknown[] = [];

  class Session extends EventTarget {
    /** The window and its use, exposed under the names this configuration's Chrome has (below). */
    quota = config.inputQuota;
    usage = 0;
    topK = 3;
    temperature = 1;
    destroyed = false;
    constructor() {
      super();
      const [windowName, usedName, measureName] = config.renamed ? ['contextWindow', 'contextUsage', 'measureContextUsage'] : ['inputQuota', 'inputUsage', 'measureInputUsage'];
      Object.defineProperty(this, windowName, { get: () => this.quota });
      Object.defineProperty(this, usedName, { get: () => this.usage });
      Object.defineProperty(this, measureName, { value: async (input: unknown) => tokens(textOf(input)) });
    }
    promptStreaming(input: unknown, options: { signal?: AbortSignal } = {}): ReadableStream<string> {
      const signal = options.signal;
      return new ReadableStream<string>({
        start: async (controller) => {
          try {
            if (this.destroyed) throw new DOMException('The session was destroyed.', 'InvalidStateError');
            if (signal?.aborted) throw abortError(signal);
            if (hasSystem(input)) throw new DOMException('The "system" role is only allowed in initialPrompts.', 'NotSupportedError');
            seen.push(input);
            const used = tokens(textOf(input));
            if (this.usage + used > this.quota) throw quotaError(this.usage + used, this.quota);
            this.usage += used;
            const reply = state.replies.shift() ?? '';
            const size = config.chunkChars ?? 8;
            for (let i = 0; i < reply.length; i += size) {
              await wait(config.chunkDelayMs ?? 0, signal);
              controller.enqueue(reply.slice(i, i + size));
            }
            this.usage += tokens(reply);
            controller.close();
          } catch (err) {
            controller.error(err);
          }
        },
      });
    }
    destroy(): void {
      this.destroyed = true;
    }
  }

  const LanguageModel = {
    seen,
    async availability(_options?: unknown): Promise<string> {
      return state.availability;
    },
    async params() {
      return { defaultTopK: 3, maxTopK: 128, defaultTemperature: 1, maxTemperature: 2 };
    },
    async create(options: { initialPrompts?: { role: string; content: string }[]; monitor?: (m: EventTarget) => void; signal?: AbortSignal } = {}): Promise<Session> {
      const signal = options.signal;
      if (signal?.aborted) throw abortError(signal);
      if (state.availability === 'unavailable') throw new DOMException('The device is not eligible for running on-device model.', 'NotSupportedError');
      const monitor = new EventTarget();
      options.monitor?.(monitor);
      if (state.availability !== 'available') {
        const activation = (globalThis as { navigator?: { userActivation?: { isActive?: boolean } } }).navigator?.userActivation;
        if ((config.downloadNeedsActivation ?? true) && state.availability === 'downloadable' && !activation?.isActive) {
          throw new DOMException('Requires a user gesture when availability is "downloadable".', 'NotAllowedError');
        }
        setAvailability('downloading');
        const steps = config.downloadSteps ?? 4;
        for (let i = 0; i <= steps; i++) {
          await wait(i === 0 ? 0 : (config.downloadStepMs ?? 0), signal);
          const progress = new Event('downloadprogress');
          Object.assign(progress, { loaded: i / steps, total: 1 });
          monitor.dispatchEvent(progress);
        }
        setAvailability('available');
      }
      const prompts = options.initialPrompts ?? [];
      if (prompts.some((p, i) => p.role === 'system' && i > 0)) throw new TypeError('A "system" initial prompt must come first.');
      const session = new Session();
      const used = tokens(textOf(prompts));
      if (used > session.quota) throw quotaError(used, session.quota);
      session.usage = used;
      if (prompts.length) seen.push({ initialPrompts: prompts });
      return session;
    },
  };
  (globalThis as { LanguageModel?: unknown }).LanguageModel = LanguageModel;
  return LanguageModel;
}
