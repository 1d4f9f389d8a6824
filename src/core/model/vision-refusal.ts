import { SidelightError, userText } from '../errors';
import type { ChatMessage } from './types';

/**
 * The real servers' words for “this model cannot take images”, matched on the text (the statuses differ):
 * - Ollama (model/model.go `ErrNoVisionModel`, from the runner, answered 500):
 *   `{"error":"this model is missing data required for image input"}`.
 * - llama.cpp server without `--mmproj` (tools/server/server-common.cpp, oaicompat_chat_params_parse): HTTP 500
 *   `{"error":{"code":500,"message":"image input is not supported - hint: if this is unexpected, you may need to provide the mmproj","type":"server_error"}}`.
 * - vLLM with a text-only model (vllm/multimodal/registry.py create_processor): HTTP 400
 *   `{"error":{"message":"<model> is not a multimodal model","type":"BadRequestError",…}}`.
 * - LM Studio with a model without vision: `Model does not support images. Please use a model that does.`
 * - OpenAI's API: `Invalid content type. image_url is only supported by certain models.`
 */
const VISION_REFUSALS: readonly RegExp[] = [
  /missing data required for image input/i,
  /image input is not supported/i,
  /is not a multimodal model/i,
  /does not support images/i,
  /image_url is only supported by certain models/i,
];

/** Whether the messages carry an image (only then can a refusal be about one). */
export function sendsImages(messages: readonly ChatMessage[]): boolean {
  return messages.some((m) => m.role === 'user' && (m.images?.length ?? 0) > 0);
}

/** Whether a failed request with images was refused because the model cannot see them. */
export function isVisionRefusal(err: unknown): boolean {
  if (!(err instanceof SidelightError)) return false;
  if (err.status !== undefined && err.status < 400) return false;
  const text = `${err.message} ${typeof err.cause === 'string' ? err.cause : ''}`;
  return VISION_REFUSALS.some((p) => p.test(text));
}

/** Vision models the user can try, named in the message (Ollama library names; the same families run elsewhere). */
export const VISION_MODELS = 'gemma3, qwen2.5vl, llama3.2-vision, llava';

/**
 * The answer cannot go on: the model does not take images. `said` is the server's refusal when it
 * refused (kept as the cause, for the log), absent when the server said so beforehand (Ollama's capabilities). The conversation and
 * the image stay; the user picks a vision model and asks again.
 */
export function noVisionError(model: string, cause?: unknown): SidelightError {
  return new SidelightError('config', `The model “${model}” cannot read images.`, {
    hint: `Pick a vision model (for example ${VISION_MODELS}) and ask again; your question and the image are kept.`,
    cause,
    userMessage: userText('errModelNoVision', model),
    userHint: userText('hintPickVisionModel', VISION_MODELS),
  });
}
