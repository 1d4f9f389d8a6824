import type { ApiStyle } from './types';

export interface EndpointCandidate {
  baseUrl: string;
  style: ApiStyle;
  label: string;
}

/**
 * The usual local model servers at their default ports, in the order they are tried. Data only, apart
 * from detection (detect-endpoints.ts), so the panel can name them before its model code has loaded.
 */
export const DEFAULT_CANDIDATES: EndpointCandidate[] = [
  { baseUrl: 'http://localhost:11434', style: 'ollama', label: 'Ollama' },
  { baseUrl: 'http://localhost:8080', style: 'openai', label: 'llama.cpp server' },
  { baseUrl: 'http://localhost:1234', style: 'openai', label: 'LM Studio' },
  { baseUrl: 'http://localhost:8000', style: 'openai', label: 'vLLM' },
];
