import { SidelightError, userText } from '../errors';
import { readLines } from './line-reader';

/** Ollama's streaming format: one JSON object per line. Blank lines are tolerated. */
export async function* readNdjson(body: ReadableStream<Uint8Array>, idleMs: number, signal: AbortSignal): AsyncGenerator<unknown> {
  for await (const line of readLines(body, idleMs, signal)) {
    const text = line.trim();
    if (!text) continue;
    try {
      yield JSON.parse(text);
    } catch (cause) {
      throw new SidelightError('bad-response', 'The model server sent a line that is not JSON.', {
        hint: 'Check that the base URL points at an Ollama server, or switch the API style to OpenAI-compatible.',
        cause,
        userMessage: userText('errModelLineNotJson'),
        userHint: userText('hintNotOllama'),

      });
    }
  }
}
