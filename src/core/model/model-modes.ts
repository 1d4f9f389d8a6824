/**
 * What Sidelight has learnt about one model on one server: whether it takes native tools and
 * reasoning requests, and how far the built-in token estimate is from the server's own count. Kept
 * per `server + model` so the next answer starts right instead of paying for a refused request.
 */
export interface ModelMode {
  /** `text`: tool signatures go into the system prompt and calls are read from the streamed text. */
  tools: 'native' | 'text';
  /** `off`: the server refused reasoning for this model; it is no longer asked for. */
  think: 'on' | 'off';
  /** `none`: the model does not take images (the server said so, or refused one); an image is not sent to it. */
  vision?: 'none';
  /** Why the mode is what it is, in the server's words, for the panel's quiet note. */
  reason?: string;
  /** When a refusal taught the mode (ms since epoch); such modes are retried after a day. */
  learnedAt?: number;
  /** Server prompt tokens ÷ estimated tokens, smoothed over rounds (see token-calibration.ts). */
  tokenRatio?: number;
  /** How many server counts went into `tokenRatio`. */
  tokenSamples?: number;
}

export const DEFAULT_MODE: ModelMode = { tools: 'native', think: 'on' };

/** Where modes live: the panel keeps them in extension storage, tests in memory. */
export interface ModelModeStore {
  get(key: string): Promise<ModelMode | undefined>;
  set(key: string, mode: ModelMode): Promise<void>;
}

/** A server restarted with the right flags (`--jinja`, `--enable-auto-tool-choice`) gets another chance. */
const RELEARN_AFTER_MS = 24 * 60 * 60 * 1000;

/** The mode to start an answer with: the stored one, except that day-old refusals are tried again. */
export function startingMode(stored: ModelMode | undefined, now: number): ModelMode {
  if (!stored) return { ...DEFAULT_MODE };
  if (stored.learnedAt !== undefined && now - stored.learnedAt > RELEARN_AFTER_MS) {
    const { learnedAt: _at, reason: _reason, vision: _vision, ...rest } = stored;
    return { ...rest, tools: 'native', think: 'on' };
  }
  return { ...stored };
}

export function modeKey(baseUrl: string, model: string): string {
  return `${baseUrl.replace(/\/+$/, '')} ${model}`;
}

export class MemoryModeStore implements ModelModeStore {
  private readonly modes = new Map<string, ModelMode>();

  get(key: string): Promise<ModelMode | undefined> {
    const m = this.modes.get(key);
    return Promise.resolve(m ? { ...m } : undefined);
  }

  set(key: string, mode: ModelMode): Promise<void> {
    this.modes.set(key, { ...mode });
    return Promise.resolve();
  }
}
