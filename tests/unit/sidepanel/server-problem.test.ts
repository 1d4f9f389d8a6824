import { describe, expect, it } from 'vitest';
import { httpError } from '../../../src/core/model/http-errors';
import { SidelightError } from '../../../src/core/errors';
import { isNoServer, isServerProblem, lastTurnSaysServerProblem, missingOllamaModel } from '../../../src/sidepanel/conversation/server-problem';
import { noModelServerError } from '../../../src/sidepanel/model/no-model-server';
import type { Turn } from '../../../src/sidepanel/conversation/types';

const missing404 = (style: 'ollama' | 'openai') =>
  httpError({ endpoint: { baseUrl: 'http://localhost:11434', style }, path: '/api/chat', model: 'qwen3:4b' }, 404, JSON.stringify({ error: "model 'qwen3:4b' not found" })).toJSON();

describe('server problems in a failed answer', () => {
  it('finds the model Ollama does not have, which Sidelight can download', () => {
    expect(missingOllamaModel(missing404('ollama'))).toBe('qwen3:4b');
    // Another server loads models its own way: nothing to download from here.
    expect(missingOllamaModel(missing404('openai'))).toBeNull();
    expect(missingOllamaModel(noModelServerError().toJSON())).toBeNull();
  });

  it('tells the no-server error and connection failures from other failures', () => {
    const none = noModelServerError().toJSON();
    expect(isNoServer(none)).toBe(true);
    expect(isServerProblem(none)).toBe(true);
    expect(isServerProblem(new SidelightError('network', 'Could not connect.').toJSON())).toBe(true);
    expect(isServerProblem(missing404('ollama'))).toBe(false);
    expect(isNoServer(missing404('ollama'))).toBe(false);
  });

  it('says whether the last answer already reports the server (so the banner does not repeat it)', () => {
    const turn = (status: Turn['status'], error?: ReturnType<typeof noModelServerError>) => ({ status, ...(error ? { error: error.toJSON() } : {}) }) as Turn;
    expect(lastTurnSaysServerProblem([turn('error', noModelServerError())])).toBe(true);
    expect(lastTurnSaysServerProblem([turn('error', noModelServerError()), turn('done')])).toBe(false);
    expect(lastTurnSaysServerProblem([])).toBe(false);
  });
});
