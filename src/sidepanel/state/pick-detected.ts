import type { DetectedEndpoint } from '../../core/model/detect-endpoints';

export type DetectionChoice =
  | { kind: 'use'; endpoint: DetectedEndpoint }
  /** Ollama runs but has no model yet: use it, so the first run can offer to download one. */
  | { kind: 'empty-ollama'; endpoint: DetectedEndpoint }
  | { kind: 'refused'; endpoint: DetectedEndpoint }
  | { kind: 'none' };

/**
 * What to do with the servers detection found: one with models first; else an Ollama without models
 * (a fresh install: the panel offers a model to download); else the first that answered but refused.
 */
export function pickDetected(found: readonly DetectedEndpoint[]): DetectionChoice {
  const usable = found.find((f) => !f.error && f.models.length > 0);
  if (usable) return { kind: 'use', endpoint: usable };
  const empty = found.find((f) => !f.error && f.style === 'ollama');
  if (empty) return { kind: 'empty-ollama', endpoint: empty };
  const refused = found.find((f) => f.error);
  return refused ? { kind: 'refused', endpoint: refused } : { kind: 'none' };
}
