import { SidelightError } from '../../../src/core/errors';
import type { ChatRequest, ModelChunk, ModelClient, ToolCall } from '../../../src/core/model/types';

export type FakeTurn = {
  chunks?: string[];
  thinking?: string;
  calls?: Omit<ToolCall, 'id'>[];
  /** Throw this after the chunks instead of finishing. */
  fail?: SidelightError;
  /** Wait this long between chunks (lets tests press Stop mid-answer). */
  delayMs?: number;
};

/** An in-process ModelClient that replays turns and records every request, for loop tests. */
export class FakeClient implements ModelClient {
  readonly style = 'openai' as const;
  readonly requests: ChatRequest[] = [];
  private n = 0;

  constructor(
    private readonly turns: FakeTurn[] | ((req: ChatRequest, index: number) => FakeTurn),
    private readonly window?: number,
  ) {}

  async listModels() {
    return [{ name: 'fake' }];
  }

  async contextLength() {
    return this.window;
  }

  async *chat(request: ChatRequest, signal: AbortSignal): AsyncGenerator<ModelChunk> {
    this.requests.push(structuredClone(request));
    const i = this.n++;
    const turn = typeof this.turns === 'function' ? this.turns(request, i) : (this.turns[i] ?? { chunks: ['(no more turns)'] });
    if (turn.thinking) yield { type: 'thinking', text: turn.thinking };
    for (const text of turn.chunks ?? []) {
      if (turn.delayMs) await new Promise((r) => setTimeout(r, turn.delayMs));
      if (signal.aborted) throw new SidelightError('aborted', 'Stopped.');
      yield { type: 'content', text };
    }
    if (turn.fail) throw turn.fail;
    for (const [k, c] of (turn.calls ?? []).entries()) yield { type: 'tool_call', call: { id: `c${i}_${k}`, ...c } };
    yield { type: 'done', finishReason: turn.calls?.length ? 'tool_calls' : 'stop' };
  }
}
