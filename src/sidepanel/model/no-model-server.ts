import { DEFAULT_CANDIDATES } from '../../core/model/default-servers';
import { SidelightError, userText } from '../../core/errors';

/** Sending with no model server known: every address that was tried, and how to start one. */
export function noModelServerError(): SidelightError {
  const tried = DEFAULT_CANDIDATES.map((c) => `${c.baseUrl} (${c.label})`).join(', ');
  return new SidelightError('config', `No model server answered. Looked at ${tried}.`, {
    hint: 'Start one — for Ollama: `ollama serve`, then `ollama pull gpt-oss:20b` — and press Retry, or enter its address under Connect a model.',
    userMessage: userText('errNoModelServer', tried),
    userHint: userText('hintStartModelServer'),
  });
}
