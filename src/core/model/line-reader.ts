import { SidelightError, stopped, userText } from '../errors';
import { streamEndedError } from './http-errors';

/**
 * Splits a byte stream into text lines (LF or CRLF), decoding UTF-8 across chunk boundaries so a
 * multi-byte character or a line split between network reads is reassembled. Each read waits at most
 * `idleMs`: a server that goes silent mid-stream is a failure the user should hear about, not a hang.
 */
export async function* readLines(body: ReadableStream<Uint8Array>, idleMs: number, signal: AbortSignal): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await readWithTimeout(reader, idleMs, signal);
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let nl = buffer.indexOf('\n');
      while (nl >= 0) {
        const end = nl > 0 && buffer.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
        yield buffer.slice(0, end);
        buffer = buffer.slice(nl + 1);
        nl = buffer.indexOf('\n');
      }
    }
    buffer += decoder.decode();
    if (buffer.length > 0) yield buffer.endsWith('\r') ? buffer.slice(0, -1) : buffer;
  } finally {
    // Releasing on early exit (abort, consumer break) cancels the request so the server stops generating.
    reader.cancel().catch(() => undefined);
  }
}

function readWithTimeout(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  idleMs: number,
  signal: AbortSignal,
): Promise<ReadableStreamReadResult<Uint8Array>> {
  if (signal.aborted) return Promise.reject(stopped(signal.reason));
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      cleanup();
      reject(stopped(signal.reason));
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(
        new SidelightError('timeout', `The model server went silent for ${Math.round(idleMs / 1000)} s in the middle of an answer.`, {
          hint: 'It may be overloaded or stuck; press Stop and try again, or raise the timeout.',
          userMessage: userText('errModelSilent', Math.round(idleMs / 1000)),
          userHint: userText('hintModelSilent'),
        }),
      );
    }, idleMs);
    const cleanup = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    reader.read().then(
      (r) => {
        cleanup();
        resolve(r);
      },
      (err: unknown) => {
        cleanup();
        if (signal.aborted) reject(stopped(err));
        else reject(streamEndedError(err));
      },
    );
  });
}
