import { classifyRefusal, refusalWords, type Refusal } from './capability-refusals';
import type { ModelMode } from './model-modes';
import { toTextToolsRequest } from './text-tool-protocol';
import { isVisionRefusal, noVisionError, sendsImages } from './vision-refusal';
import type { ChatRequest, ModelChunk, ModelClient } from './types';

export interface ModeChange {
  refusal: Refusal;
  /** What the server said, for the panel. */
  said: string;
}

/**
 * A client that sends each request the way this model on this server accepts it. It starts from the
 * remembered (or reported) mode; when the server refuses native tools or reasoning before anything
 * was streamed, it switches the mode, reports it, and retries the same round: without `tools` (the
 * signatures go into the system prompt, the calls are read from the text by the round's parser) or
 * without `think`. A refusal after output started is a real failure and is thrown as it came.
 */
export class AdaptiveModelClient implements ModelClient {
  readonly style: ModelClient['style'];

  constructor(
    private readonly inner: ModelClient,
    /** Read on every request and updated in place, so the caller always sees the current mode. */
    readonly mode: ModelMode,
    private readonly onChange: (change: ModeChange) => void,
    /** Called when a refusal taught that the model takes no images (kept, so the next image is not sent). */
    private readonly onNoVision: () => void = () => {},
  ) {
    this.style = inner.style;
    if (inner.embed) this.embed = (model, inputs, signal) => inner.embed!(model, inputs, signal);
  }

  embed?: ModelClient['embed'];

  listModels(signal: AbortSignal) {
    return this.inner.listModels(signal);
  }

  contextLength(model: string, signal: AbortSignal) {
    return this.inner.contextLength(model, signal);
  }

  contextWindow(model: string, signal: AbortSignal) {
    return this.inner.contextWindow?.(model, signal) ?? Promise.resolve(undefined);
  }

  /** The request exactly as the server will receive it in the current mode. */
  shape(request: ChatRequest): ChatRequest {
    let sent = request;
    if (this.mode.think === 'off' && sent.reasoning !== undefined) {
      const { reasoning: _reasoning, ...rest } = sent;
      sent = rest;
    }
    if (this.mode.tools === 'text' && sent.tools.length > 0) sent = toTextToolsRequest(sent);
    return sent;
  }

  async *chat(request: ChatRequest, signal: AbortSignal): AsyncGenerator<ModelChunk> {
    // Each refusal can happen once (tools, then think), so two retries are enough.
    for (let attempt = 0; ; attempt++) {
      const sent = this.shape(request);
      let streamed = false;
      try {
        for await (const chunk of this.inner.chat(sent, signal)) {
          streamed = true;
          yield chunk;
        }
        return;
      } catch (err) {
        // No retry can help a model that cannot see: the answer ends with a message naming vision models.
        if (!streamed && sendsImages(sent.messages) && isVisionRefusal(err)) {
          this.mode.vision = 'none';
          this.mode.learnedAt = Date.now();
          this.onNoVision();
          throw noVisionError(request.model, err);
        }
        const refusal = streamed || attempt >= 2 ? undefined : classifyRefusal(err, { tools: sent.tools.length > 0, think: sent.reasoning !== undefined });
        if (!refusal) throw err;
        if (refusal === 'tools') this.mode.tools = 'text';
        else this.mode.think = 'off';
        this.mode.reason = refusalWords(err);
        this.mode.learnedAt = Date.now();
        this.onChange({ refusal, said: this.mode.reason });
      }
    }
  }
}
