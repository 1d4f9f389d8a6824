/**
 * How an answer is made. `quick`: Sidelight searches, opens and selects the passages itself and asks
 * the model once, without tools (src/core/quick/). `research`: the agent loop, the model browsing with
 * tools over several rounds. `deep`: a planned research job in the worker (src/core/research/).
 */
export type AnswerMode = 'quick' | 'research' | 'deep';

export const ANSWER_MODES: readonly AnswerMode[] = ['quick', 'research', 'deep'];

export function isAnswerMode(value: unknown): value is AnswerMode {
  return typeof value === 'string' && (ANSWER_MODES as readonly string[]).includes(value);
}

/**
 * A window under Sidelight's default Context size (8,192) is small: the agent loop's system prompt,
 * tool specs and a few rounds of 600-word views do not fit beside the question in Ollama's `/v1` or LM
 * Studio's just-in-time 4,096, while one request with selected excerpts does.
 */
export const SMALL_WINDOW_TOKENS = 8192;

/** What the panel knows of the model before asking it anything. Absent: not known. */
export interface ModelFacts {
  /**
   * `text`: the server refused native tools for this model, or it writes its calls as text (the model
   * modes store); `none`: the server says the model has no tool support (Ollama's capabilities).
   */
  tools?: 'native' | 'text' | 'none';
  /** The window the model runs at, as the agent loop would plan it (window-plan.ts). */
  windowTokens?: number;
}

export type AutomaticReason = 'no-native-tools' | 'small-window' | 'default';

export interface AutomaticMode {
  mode: 'quick' | 'research';
  why: AutomaticReason;
}

/**
 * The mode a conversation starts in when the user has not chosen: Quick for a model that cannot
 * browse with native tools (it follows a multi-round tool protocol poorly) or runs in a small
 * window; Research otherwise, and when nothing is known, which is what every answer was before.
 */
export function automaticMode(facts: ModelFacts): AutomaticMode {
  if (facts.tools === 'text' || facts.tools === 'none') return { mode: 'quick', why: 'no-native-tools' };
  if (facts.windowTokens !== undefined && facts.windowTokens < SMALL_WINDOW_TOKENS) return { mode: 'quick', why: 'small-window' };
  return { mode: 'research', why: 'default' };
}

/** The mode the next message is answered in: the user's choice for this conversation, else the automatic one. */
export function modeInEffect(chosen: AnswerMode | undefined, automatic: AutomaticMode): AnswerMode {
  return chosen ?? automatic.mode;
}
