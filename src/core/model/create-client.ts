import { OllamaClient } from './ollama-client';
import { OpenAiClient } from './openai-client';
import { PromptApiClient } from './prompt-api-client';
import type { ApiStyle, ModelClient, ModelEndpoint } from './types';

export function createModelClient(endpoint: ModelEndpoint): ModelClient {
  if (endpoint.style === 'prompt-api') return new PromptApiClient(endpoint.languageModel);
  return endpoint.style === 'ollama' ? new OllamaClient(endpoint) : new OpenAiClient(endpoint);
}

/** The endpoint the settings describe; `fetch` is injected so Node tests and the extension share this. */
export function endpointFromSettings(model: { baseUrl: string; apiStyle: ApiStyle; apiKey?: string }, fetchImpl?: typeof fetch): ModelEndpoint {
  return {
    baseUrl: model.baseUrl,
    style: model.apiStyle,
    ...(model.apiKey ? { apiKey: model.apiKey } : {}),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  };
}
