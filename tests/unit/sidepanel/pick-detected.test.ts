import { describe, expect, it } from 'vitest';
import type { DetectedEndpoint } from '../../../src/core/model/detect-endpoints';
import { pickDetected } from '../../../src/sidepanel/state/pick-detected';

const ollama = (models: string[]): DetectedEndpoint => ({ baseUrl: 'http://localhost:11434', style: 'ollama', label: 'Ollama', models: models.map((name) => ({ name })) });
const lmStudio = (models: string[]): DetectedEndpoint => ({ baseUrl: 'http://localhost:1234', style: 'openai', label: 'LM Studio', models: models.map((name) => ({ name })) });

describe('what detection picks', () => {
  it('prefers a server with models', () => {
    expect(pickDetected([ollama([]), lmStudio(['qwen'])])).toEqual({ kind: 'use', endpoint: lmStudio(['qwen']) });
  });

  it('uses an Ollama without models rather than showing "start a server", so the panel can offer a download', () => {
    expect(pickDetected([ollama([]), lmStudio([])])).toEqual({ kind: 'empty-ollama', endpoint: ollama([]) });
  });

  it('reports a refusal, or nothing', () => {
    const refused = { ...ollama([]), error: { code: 'forbidden' as const, message: 'Ollama refused the request.' } };
    expect(pickDetected([refused]).kind).toBe('refused');
    expect(pickDetected([lmStudio([])])).toEqual({ kind: 'none' });
    expect(pickDetected([])).toEqual({ kind: 'none' });
  });
});
