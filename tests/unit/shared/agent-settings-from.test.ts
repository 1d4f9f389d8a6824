import { describe, expect, it } from 'vitest';
import { agentSettingsFrom } from '../../../src/shared/agent-settings-from';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/shared/settings';

describe('agentSettingsFrom (stored settings → what the agent loop declares)', () => {
  const stored: Settings = {
    model: { ...DEFAULT_SETTINGS.model, apiKey: 'SECRET-model-key', contextSize: 4096, toolProfile: 'web_search', reasoning: 'off', keepAlive: '' },
    search: { ...DEFAULT_SETTINGS.search, braveApiKey: 'SECRET-brave', ollamaApiKey: 'SECRET-ollama' },
    browsing: { ...DEFAULT_SETTINGS.browsing, viewWords: 321, findViewWords: 77, maxToolSteps: 3, openWithoutAsking: ['docs.example'] },
    toolbar: DEFAULT_SETTINGS.toolbar,
  };

  it('carries the values the loop and its tools read', () => {
    expect(agentSettingsFrom(stored)).toEqual({
      model: { contextSize: 4096, toolProfile: 'web_search', reasoning: 'off', keepAlive: '' },
      language: 'en',
      browsing: { viewWords: 321, findViewWords: 77, maxToolSteps: 3, openWithoutAsking: ['docs.example'] },
    });
  });

  it('leaves API keys and search settings out', () => {
    const mapped = agentSettingsFrom(stored);
    expect(JSON.stringify(mapped)).not.toContain('SECRET');
    expect(Object.keys(mapped)).toEqual(['model', 'language', 'browsing']);
  });
});
