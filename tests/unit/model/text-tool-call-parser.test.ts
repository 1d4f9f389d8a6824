import { describe, expect, it } from 'vitest';
import { MAX_CALL_CHARS, TextToolCallParser } from '../../../src/core/model/text-tool-call-parser';
import type { ToolCall } from '../../../src/core/model/types';

const TOOLS = ['browser.search', 'browser.open', 'browser.find'];

function parse(chunks: string[], tools: readonly string[] = TOOLS): { content: string; calls: Pick<ToolCall, 'name' | 'arguments'>[]; errors: string[] } {
  const p = new TextToolCallParser(tools);
  let content = '';
  const calls: ToolCall[] = [];
  const errors: string[] = [];
  for (const r of [...chunks.map((c) => p.push(c)), p.end()]) {
    content += r.content;
    calls.push(...r.calls);
    errors.push(...r.errors);
  }
  return { content, calls: calls.map(({ name, arguments: a }) => ({ name, arguments: a })), errors };
}

/** Every way of cutting `text` into two chunks, plus one character at a time. */
function splits(text: string): string[][] {
  const out: string[][] = [[text], Array.from(text)];
  for (let i = 1; i < text.length; i++) out.push([text.slice(0, i), text.slice(i)]);
  return out;
}

const SEARCH = { name: 'browser.search', arguments: { query: 'rust async' } };

describe('TextToolCallParser', () => {
  const forms: [string, string][] = [
    ['Qwen/Hermes <tool_call>', 'Let me look.\n<tool_call>\n{"name": "browser.search", "arguments": {"query": "rust async"}}\n</tool_call>'],
    ['Mistral [TOOL_CALLS] array', 'Let me look.[TOOL_CALLS][{"name": "browser.search", "arguments": {"query": "rust async"}}]'],
    ['Mistral [TOOL_CALLS]name[ARGS]', 'Let me look.[TOOL_CALLS]browser.search[ARGS]{"query": "rust async"}'],
    ['Llama <|python_tag|> with parameters', 'Let me look.<|python_tag|>{"name": "browser.search", "parameters": {"query": "rust async"}}'],
    ['fenced json block', 'Let me look.\n```json\n{"name": "browser.search", "arguments": {"query": "rust async"}}\n```'],
    ['arguments as a JSON string', 'Let me look.<tool_call>{"name": "browser.search", "arguments": "{\\"query\\": \\"rust async\\"}"}</tool_call>'],
    ['OpenAI-style nested function object', 'Let me look.<tool_call>{"type":"function","function":{"name":"browser.search","arguments":{"query":"rust async"}}}</tool_call>'],
  ];

  for (const [label, text] of forms) {
    it(`reads ${label}, however the stream is split`, () => {
      for (const chunks of splits(text)) {
        const r = parse(chunks);
        expect(r.calls, JSON.stringify(chunks)).toEqual([SEARCH]);
        expect(r.errors).toEqual([]);
        expect(r.content.trim()).toBe('Let me look.');
      }
    });
  }

  it('reads a bare JSON call at the start or after prose, and leaves other JSON as text', () => {
    expect(parse(['  {"name": "browser.find", "arguments": {"pattern": "x"}}']).calls).toEqual([{ name: 'browser.find', arguments: { pattern: 'x' } }]);
    expect(parse(['[{"name": "browser.open", "arguments": {"id": 2}}]']).calls).toEqual([{ name: 'browser.open', arguments: { id: 2 } }]);
    const later = parse(['Example: {"name": "browser.find", "arguments": {"pattern": "x"}}']);
    expect(later.calls).toEqual([{ name: 'browser.find', arguments: { pattern: 'x' } }]);
    expect(later.content).toBe('Example: ');
    const notCall = parse(['Example: {"name": "grep", "arguments": {"pattern": "x"}}']);
    expect(notCall.calls).toEqual([]);
    expect(notCall.content).toBe('Example: {"name": "grep", "arguments": {"pattern": "x"}}');
  });

  it('passes text starting with a bracket through when it is not a call', () => {
    for (const text of ['[1] First point, then more.', '{braces} are fine', '{"name": "Alice", "age": 3} is JSON but not a tool']) {
      for (const chunks of splits(text)) expect(parse(chunks).content).toBe(text);
    }
  });

  it('reads several calls: consecutive <tool_call> blocks and python_tag calls separated by ;', () => {
    const qwen = parse(['<tool_call>{"name":"browser.search","arguments":{"query":"a"}}</tool_call>\n<tool_call>{"name":"browser.search","arguments":{"query":"b"}}</tool_call>']);
    expect(qwen.calls.map((c) => c.arguments.query)).toEqual(['a', 'b']);
    const llama = parse(['<|python_tag|>{"name":"browser.find","parameters":{"pattern":"a"}}; {"name":"browser.find","parameters":{"pattern":"b"}}']);
    expect(llama.calls.map((c) => c.arguments.pattern)).toEqual(['a', 'b']);
  });

  it('chooses the longest exact tool name, so a prefix name is not taken early', () => {
    const tools = ['browser.f', 'browser.find'];
    for (const chunks of splits('[TOOL_CALLS]browser.find[ARGS]{"pattern":"p"}')) {
      expect(parse(chunks, tools).calls).toEqual([{ name: 'browser.find', arguments: { pattern: 'p' } }]);
    }
    expect(parse(['[TOOL_CALLS]browser.f[ARGS]{"pattern":"p"}'], tools).calls).toEqual([{ name: 'browser.f', arguments: { pattern: 'p' } }]);
  });

  it('maps underscore aliases back to the offered names', () => {
    expect(parse(['<tool_call>{"name":"browser_open","arguments":{"id":"https://a.example/"}}</tool_call>']).calls).toEqual([
      { name: 'browser.open', arguments: { id: 'https://a.example/' } },
    ]);
  });

  it('reports malformed JSON after a tag as an error for the model, and keeps going', () => {
    const r = parse(['<tool_call>{"name": "browser.search", "arguments": {"query": "x",}}</tool_call> after']);
    expect(r.calls).toEqual([]);
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toMatch(/not valid JSON/);
    expect(r.content.trim()).toBe('after');
  });

  it('reports an unfinished call and an unknown tool', () => {
    expect(parse(['<|python_tag|>{"name": "browser.search", "parameters": {"query": "x"']).errors[0]).toMatch(/incomplete/);
    expect(parse(['<tool_call>{"name": "shell.exec", "arguments": {}}</tool_call>']).errors[0]).toMatch(/no tool named "shell.exec"/);
    expect(parse(['[TOOL_CALLS]rm_rf[ARGS]{}']).errors[0]).toMatch(/no tool named "rm_rf"/);
  });

  it('keeps a fenced json block that is not a call as content', () => {
    const text = 'Config:\n```json\n{"port": 8080}\n```\nDone.';
    for (const chunks of splits(text)) {
      const r = parse(chunks);
      expect(r.content).toBe(text);
      expect(r.calls).toEqual([]);
    }
  });

  it('passes ordinary text through immediately, holding back only a possible tag start', () => {
    const p = new TextToolCallParser(TOOLS);
    expect(p.push('Hello, ').content).toBe('Hello, ');
    expect(p.push('world <').content).toBe('world ');
    expect(p.push('b>bold</b> [').content).toBe('<b>bold</b> ');
    expect(p.push('x] ``').content).toBe('[x] ');
    expect(p.push('` code').content).toBe('``` code');
    expect(p.end().content).toBe('');
  });

  it('keeps a citation marker and other non-ASCII text intact', () => {
    const text = 'Starmer is PM【1†L23-L41】 — “quoted”.';
    for (const chunks of splits(text)) expect(parse(chunks).content).toBe(text);
  });

  it('gives back held text at the end when a tag never completes', () => {
    expect(parse(['The end <tool_']).content).toBe('The end <tool_');
    expect(parse(['   ']).content).toBe('   ');
  });

  it('decides a call that never closes after MAX_CALL_CHARS, the same way however it is chunked', () => {
    const prose = 'and the answer goes on without ever closing the tag. '.repeat(Math.ceil((MAX_CALL_CHARS * 1.5) / 53));
    const text = `Intro.<tool_call>browser.search\n<arg_key>query</arg_key>\n<arg_value>x</arg_value>\n${prose}`;
    const whole = parse([text]);
    expect(whole.errors).toHaveLength(1);
    expect(whole.errors[0]).toMatch(/expected <arg_key>/);
    // What lies beyond the cap is the user's again.
    const cut = '<tool_call>'.length + 'Intro.'.length + MAX_CALL_CHARS;
    expect(whole.content).toBe('Intro.' + text.slice(cut));
    const chunks: string[] = [];
    for (let i = 0; i < text.length; i += 7) chunks.push(text.slice(i, i + 7));
    expect(parse(chunks)).toEqual(whole);
    expect(parse(Array.from(text.slice(0, 40000)).concat(text.slice(40000)))).toEqual(whole);
  });
});
