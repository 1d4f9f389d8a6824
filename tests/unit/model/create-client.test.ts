import { describe, expect, it } from 'vitest';
import { createModelClient, endpointFromSettings } from '../../../src/core/model/create-client';
import { OllamaClient } from '../../../src/core/model/ollama-client';
import { OpenAiClient } from '../../../src/core/model/openai-client';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings';

describe('createModelClient', () => {
  it('picks the client for the API style', () => {
    expect(createModelClient({ baseUrl: 'http://localhost:11434', style: 'ollama' })).toBeInstanceOf(OllamaClient);
    expect(createModelClient({ baseUrl: 'http://localhost:8080', style: 'openai' })).toBeInstanceOf(OpenAiClient);
  });

  it('builds the endpoint from settings, leaving out an empty key', () => {
    const f = (() => Promise.reject(new Error('unused'))) as typeof fetch;
    expect(endpointFromSettings({ ...DEFAULT_SETTINGS.model, baseUrl: 'http://h:1234', apiStyle: 'openai' }, f)).toEqual({ baseUrl: 'http://h:1234', style: 'openai', fetch: f });
    expect(endpointFromSettings({ baseUrl: 'http://h', apiStyle: 'ollama', apiKey: 'k' })).toEqual({ baseUrl: 'http://h', style: 'ollama', apiKey: 'k' });
  });
});
