import { readLines } from './line-reader';

/** An `error: {…}` field: old llama-server's way to report a failure mid-stream (HTTP status already 200). */
export interface SseErrorField {
  error: string;
}

/**
 * Server-sent events as used by OpenAI-compatible servers: yields each event's data (multi-line data
 * joined with \n). Comments (`: keep-alive`), `event:`/`id:`/`retry:` fields and blank keep-alives are
 * skipped. The `[DONE]` sentinel is yielded like any other data so the caller knows the end was clean.
 * An `error:` field is yielded as an `SseErrorField` rather than dropped, so the failure is shown.
 */
export async function* readSse(body: ReadableStream<Uint8Array>, idleMs: number, signal: AbortSignal): AsyncGenerator<string | SseErrorField> {
  let data: string[] = [];
  for await (const line of readLines(body, idleMs, signal)) {
    if (line === '') {
      if (data.length > 0) yield data.join('\n');
      data = [];
      continue;
    }
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    if (field !== 'data' && field !== 'error') continue;
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'error') yield { error: value };
    else data.push(value);
  }
  // Some servers close without the blank line that ends the last event.
  if (data.length > 0) yield data.join('\n');
}
