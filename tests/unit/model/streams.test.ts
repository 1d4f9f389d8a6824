import { describe, expect, it } from 'vitest';
import { readNdjson } from '../../../src/core/model/ndjson-stream';
import { readSse } from '../../../src/core/model/sse-stream';

function streamOf(parts: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  return new ReadableStream({
    start(c) {
      for (const p of parts) c.enqueue(typeof p === 'string' ? enc.encode(p) : p);
      c.close();
    },
  });
}

async function all<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

const signal = new AbortController().signal;

describe('SSE reader', () => {
  const raw = ': keep-alive\r\n\r\nevent: message\r\ndata: {"a":1}\r\n\r\n\n\ndata: {"b":\ndata: 2}\n\n: ping\n\ndata:[DONE]\n\n';

  it('skips comments and keep-alives, joins multi-line data, tolerates CRLF, yields [DONE]', async () => {
    expect(await all(readSse(streamOf([raw]), 1000, signal))).toEqual(['{"a":1}', '{"b":\n2}', '[DONE]']);
  });

  it('gives the same events whatever the chunk boundaries, including inside CRLF', async () => {
    for (let size = 1; size <= 7; size++) {
      const parts: string[] = [];
      for (let i = 0; i < raw.length; i += size) parts.push(raw.slice(i, i + size));
      expect(await all(readSse(streamOf(parts), 1000, signal))).toEqual(['{"a":1}', '{"b":\n2}', '[DONE]']);
    }
  });

  it('yields a last event that lacks its closing blank line', async () => {
    expect(await all(readSse(streamOf(['data: x']), 1000, signal))).toEqual(['x']);
  });
});

describe('NDJSON reader', () => {
  it('reassembles a multi-byte character split between reads', async () => {
    const bytes = new TextEncoder().encode('{"t":"€uro"}\n\n{"t":"b"}');
    const parts = [bytes.slice(0, 7), bytes.slice(7, 8), bytes.slice(8)];
    expect(await all(readNdjson(streamOf(parts), 1000, signal))).toEqual([{ t: '€uro' }, { t: 'b' }]);
  });

  it('fails with a hint when a line is not JSON', async () => {
    await expect(all(readNdjson(streamOf(['<html>\n']), 1000, signal))).rejects.toMatchObject({ code: 'bad-response' });
  });
});
