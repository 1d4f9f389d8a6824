import { describe, expect, it } from 'vitest';
import { instructedFormatFor } from '../../../src/core/model/text-calls/instructed-format';
import { TextToolCallParser } from '../../../src/core/model/text-tool-call-parser';

const TOOLS = ['browser.search', 'browser.open', 'browser.find'];

function read(text: string) {
  const p = new TextToolCallParser(TOOLS);
  const out = [p.push(text), p.end()];
  return { content: out.map((r) => r.content).join(''), calls: out.flatMap((r) => r.calls.map(({ name, arguments: a }) => ({ name, arguments: a }))), errors: out.flatMap((r) => r.errors) };
}

describe('instructedFormatFor', () => {
  it('teaches each family the format it was trained on', () => {
    const cases: [string, string][] = [
      ['qwen3-coder:30b', 'qwen3-coder'],
      ['Qwen/Qwen3-Coder-30B-A3B-Instruct', 'qwen3-coder'],
      ['qwen3.5:27b', 'qwen3-coder'],
      ['qwen3:8b', 'hermes'],
      ['qwen2.5:7b-instruct', 'hermes'],
      ['glm-4.5-air', 'glm'],
      ['zai-org/GLM-4.7-Flash', 'glm'],
      ['mistral-small3.2:24b', 'mistral-v11'],
      ['magistral:24b', 'mistral-v11'],
      ['devstral:24b', 'mistral-v11'],
      ['mistral:7b', 'mistral'],
      ['mistral-nemo:12b', 'mistral'],
      ['llama3.2:3b', 'pythonic'],
      ['meta-llama/Llama-4-Scout-17B-16E-Instruct', 'pythonic'],
      ['llama3.1:8b', 'llama-json'],
      ['llama3.3:70b', 'llama-json'],
      ['gemma3:4b', 'pythonic'],
      ['unsloth/gemma-3-27b-it-GGUF', 'pythonic'],
      ['phi4-mini:3.8b', 'phi-functools'],
      ['phi4:14b', 'hermes'],
      ['granite3.3:8b', 'hermes'],
      ['some-finetune-v2', 'hermes'],
    ];
    expect(cases.map(([m]) => [m, instructedFormatFor(m).id])).toEqual(cases);
  });

  it('writes calls the parser reads back, however the stream is chunked', () => {
    const search = { name: 'browser.search', arguments: { query: 'rust "async" <T> & more' } };
    for (const model of ['qwen3:8b', 'qwen3-coder', 'glm-4.6', 'mistral:7b', 'magistral', 'llama3.1', 'llama3.2', 'phi4-mini']) {
      const text = `Let me look.\n${instructedFormatFor(model).write(search)}`;
      for (const chunks of [[text], Array.from(text)]) {
        const p = new TextToolCallParser(TOOLS);
        const rs = [...chunks.map((c) => p.push(c)), p.end()];
        expect(rs.flatMap((r) => r.calls.map((c) => ({ name: c.name, arguments: c.arguments }))), model).toEqual([search]);
        expect(rs.map((r) => r.content).join(''), model).toBe('Let me look.\n');
        expect(rs.flatMap((r) => r.errors), model).toEqual([]);
      }
    }
  });

  it('keeps numbers and nested values in the JSON and pythonic formats', () => {
    const open = { name: 'browser.open', arguments: { id: 4, cursor: 0, loc: null, flags: [true, false], nested: { a: 'b' } } };
    for (const model of ['qwen3:8b', 'mistral:7b', 'magistral', 'llama3.1', 'llama3.2', 'phi4-mini']) {
      expect(read(instructedFormatFor(model).write(open)).calls, model).toEqual([open]);
    }
    // The XML formats carry text; the tools read numeric strings as numbers.
    expect(read(instructedFormatFor('glm-4.6').write(open)).calls[0]!.arguments.id).toBe('4');
  });

  it('says how to call in one instruction that names the placeholders', () => {
    for (const model of ['qwen3:8b', 'qwen3-coder', 'glm-4.6', 'mistral:7b', 'magistral', 'llama3.1', 'llama3.2', 'phi4-mini']) {
      expect(instructedFormatFor(model).howTo).toMatch(/^To call a tool, .*<tool name>/s);
    }
  });
});
