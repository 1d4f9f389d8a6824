/**
 * Walks tests/fixtures/text-tool-calls: each folder is one model output (input.txt) and what the
 * parser must make of it (expected.json). Every case is streamed whole, one character at a time, cut
 * in two at every position, and in seeded random chunkings; all must give the same result.
 * A new case is a new folder (see the folder's README.md).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CALL_FORMATS } from '../../../src/core/model/text-calls/formats';
import { TextToolCallParser } from '../../../src/core/model/text-tool-call-parser';

const dir = fileURLToPath(new URL('../../fixtures/text-tool-calls', import.meta.url));
const cases = readdirSync(dir).filter((c) => existsSync(join(dir, c, 'input.txt')));
const DEFAULT_TOOLS = ['browser.search', 'browser.open', 'browser.find'];

interface Expected {
  /** Where the format comes from: the upstream parser, test or template it was taken from. */
  source: string;
  tools?: string[];
  content: string;
  calls: { name: string; arguments: Record<string, unknown> }[];
  /** Each error the model is told about must contain these words, in this order of errors. */
  errors?: string[];
}

function run(chunks: readonly string[], tools: readonly string[]) {
  const p = new TextToolCallParser(tools);
  let content = '';
  const calls: { name: string; arguments: Record<string, unknown> }[] = [];
  const errors: string[] = [];
  for (const r of [...chunks.map((c) => p.push(c)), p.end()]) {
    content += r.content;
    for (const c of r.calls) calls.push({ name: c.name, arguments: c.arguments });
    errors.push(...r.errors);
  }
  return { content, calls, errors };
}

/** mulberry32: a small seeded generator, so a failing chunking can be replayed. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function chunkings(text: string): { label: string; chunks: string[] }[] {
  const out = [
    { label: 'whole', chunks: [text] },
    { label: '1-char', chunks: Array.from(text) },
  ];
  for (let i = 1; i < text.length; i++) out.push({ label: `split at ${i}`, chunks: [text.slice(0, i), text.slice(i)] });
  for (let seed = 1; seed <= 30; seed++) {
    const next = rng(seed);
    const chunks: string[] = [];
    for (let i = 0; i < text.length; ) {
      const n = 1 + Math.floor(next() * (seed % 3 === 0 ? 24 : 7));
      chunks.push(text.slice(i, i + n));
      i += n;
    }
    out.push({ label: `random seed ${seed}`, chunks });
  }
  return out;
}

describe('text tool-call fixtures', () => {
  it('has cases', () => expect(cases.length).toBeGreaterThanOrEqual(20));

  it('has a case for every registered format', () => {
    const inputs = cases.map((c) => readFileSync(join(dir, c, 'input.txt'), 'utf8'));
    const untested = CALL_FORMATS.filter((f) => !f.openers.some((o) => inputs.some((i) => i.includes(o)))).map((f) => f.family);
    expect(untested).toEqual([]);
  });
  for (const c of cases) {
    it(c, () => {
      const input = readFileSync(join(dir, c, 'input.txt'), 'utf8');
      const expected = JSON.parse(readFileSync(join(dir, c, 'expected.json'), 'utf8')) as Expected;
      expect(expected.source.length, 'name the source of the format').toBeGreaterThanOrEqual(20);
      const tools = expected.tools ?? DEFAULT_TOOLS;
      for (const { label, chunks } of chunkings(input)) {
        const r = run(chunks, tools);
        expect(r.content, `${label} content`).toBe(expected.content);
        expect(r.calls, `${label} calls`).toEqual(expected.calls);
        const words = expected.errors ?? [];
        expect(r.errors.length, `${label} errors: ${JSON.stringify(r.errors)}`).toBe(words.length);
        words.forEach((w, i) => expect(r.errors[i], label).toContain(w));
      }
    });
  }
});
