/**
 * How the real servers fit a prompt longer than the model's window, for the scripted model server.
 * Counts are real (o200k, model-server-tokens.ts); what is cut is what the upstream code cuts.
 */
import { promptTokens } from './model-server-tokens';

type Message = Record<string, unknown> & { role?: string; content?: unknown };
interface Body {
  messages?: Message[];
  tools?: unknown[];
}

export interface FittedPrompt {
  /** The messages the model was given. */
  messages: Message[];
  /** Prompt tokens as the server reports them. */
  tokens: number;
  /** True when anything was left out or cut. */
  cut: boolean;
}

/**
 * Ollama's `num_ctx` when a request sets none (envconfig/config.go OLLAMA_CONTEXT_LENGTH): 2048 up to
 * v0.6.6, 4096 from v0.6.7, and from v0.16.0 a size by total VRAM (server/routes.go: 4096 below 23 GiB,
 * 32768 below 47 GiB, 262144 above); the stand-in's machine has a small GPU.
 */
export function ollamaDefaultNumCtx(version: string, vramTier = 4096): number {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map((n) => parseInt(n, 10) || 0);
  const v = major * 1_000_000 + minor * 1000 + patch;
  if (v < 6007) return 2048;
  if (v < 16000) return 4096;
  return vramTier;
}

/**
 * Ollama's cut (server/prompt.go chatPrompt, server/routes.go truncateNativeChatMessages): whole messages
 * are left out from the front until the rendered prompt fits `num_ctx`, keeping the system messages and
 * always the last message; the count reported is then what was kept, below `num_ctx`. When even the last
 * message alone is too long the runner keeps the prompt's last `num_ctx` tokens and reports `num_ctx`.
 */
export function ollamaFit(body: Body, numCtx: number): FittedPrompt {
  const msgs = body.messages ?? [];
  const last = Math.max(0, msgs.length - 1);
  for (let i = 0; i <= last; i++) {
    const kept = [...msgs.slice(0, i).filter((m) => m.role === 'system'), ...msgs.slice(i)];
    const tokens = promptTokens({ messages: kept as never, tools: body.tools });
    if (tokens <= numCtx) return { messages: kept, tokens, cut: i > 0 };
    if (i === last) return { messages: kept, tokens: numCtx, cut: true };
  }
  return { messages: msgs, tokens: promptTokens({ messages: msgs as never, tools: body.tools }), cut: false };
}

/**
 * LM Studio's default context overflow policy, `truncateMiddle` (lmstudio-js lms-kv-config/src/schema.ts,
 * `contextOverflowPolicy` default): the system prompt and the first user message stay, messages after them
 * are left out, oldest first, until the rest fits; the usage reports what was kept.
 */
export function lmStudioMiddleCut(body: Body, contextLength: number): FittedPrompt {
  const msgs = body.messages ?? [];
  const firstUser = msgs.findIndex((m) => m.role === 'user');
  const head = msgs.slice(0, firstUser + 1);
  const tail = msgs.slice(firstUser + 1);
  for (let drop = 0; drop <= Math.max(0, tail.length - 1); drop++) {
    const kept = [...head, ...tail.slice(drop)];
    const tokens = promptTokens({ messages: kept as never, tools: body.tools });
    if (tokens <= contextLength) return { messages: kept, tokens, cut: drop > 0 };
  }
  // Only the head and the last message left and still too long: the engine keeps the first and last tokens.
  return { messages: [...head, ...tail.slice(-1)], tokens: contextLength, cut: true };
}

/** The question the request ends on: the last user message. A model that no longer sees it asks for it again. */
export function lostQuestion(sent: Message[], seen: Message[]): boolean {
  const question = sent.findLast((m) => m.role === 'user');
  return question !== undefined && !seen.includes(question);
}

export const REPEAT_THE_QUESTION = 'Could you repeat the question? I do not see one in our conversation.';
