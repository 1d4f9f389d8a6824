import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallFormat } from '../../../src/core/model/text-calls/call-format';
import { bareList } from '../../../src/core/model/text-calls/formats/bare-list';
import { harmonyMessage } from '../../../src/core/model/text-calls/formats/harmony';
import { toolCallTag } from '../../../src/core/model/text-calls/formats/tool-call-tag';
import * as toolCallJson from '../../../src/core/model/tool-call-json';
import { TextToolCallParser } from '../../../src/core/model/text-tool-call-parser';

const TOOLS = ['browser.search', 'browser.open', 'browser.find'];
const LONG = 'tidal locking of the moon '.repeat(40);

/** Streams `text` one character at a time; the calls read and how often `format` was asked. */
function perCharacter(text: string, format: CallFormat): { names: string[]; reads: number } {
  const read = vi.spyOn(format, 'read');
  const p = new TextToolCallParser(TOOLS);
  const names: string[] = [];
  for (const r of [...Array.from(text, (c) => p.push(c)), p.end()]) names.push(...r.calls.map((c) => c.name), ...r.errors.map(() => 'error'));
  return { names, reads: read.mock.calls.length };
}

const count = (s: string, chars: string) => Array.from(s).filter((c) => chars.includes(c)).length;

// The cost that made a call quadratic in its length: its reader ran again on every small chunk.
describe('a call still arriving is not read again on every chunk', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits for the last character of a block’s closing marker', () => {
    const text = `<tool_call>browser.search<arg_key>query</arg_key><arg_value>${LONG}</arg_value></tool_call>`;
    const { names, reads } = perCharacter(text, toolCallTag);
    expect(names).toEqual(['browser.search']);
    // One read when the body's first character arrives, then one per `>`.
    expect(reads).toBeLessThanOrEqual(count(text, '>') + 1);
  });

  it('waits for a closing bracket in a pythonic list', () => {
    const text = `[browser.search(query="${LONG}"), browser.find(pattern='${LONG}')]`;
    const { names, reads } = perCharacter(text, bareList);
    expect(names).toEqual(['browser.search', 'browser.find']);
    // Until the callee and its `(` have arrived the list is not known to be a call; after that, brackets only.
    expect(reads).toBeLessThanOrEqual('[browser.search('.length + count(text, '])}'));
  });

  it('waits for a `>` in a harmony message', () => {
    const text = `<|channel|>commentary to=functions.browser.search <|constrain|>json<|message|>{"query": "${LONG}"}<|call|>`;
    const { names, reads } = perCharacter(text, harmonyMessage);
    expect(names).toEqual(['browser.search']);
    expect(reads).toBeLessThanOrEqual(count(text, '>'));
  });

  it('parses a finished JSON call once while its closing tag arrives', () => {
    const parse = vi.spyOn(toolCallJson, 'callsFromJson');
    const text = `<tool_call>{"name": "browser.search", "arguments": {"query": "${LONG}"}}${' '.repeat(200)}</tool_call>`;
    const p = new TextToolCallParser(TOOLS);
    const names: string[] = [];
    for (const r of [...Array.from(text, (c) => p.push(c)), p.end()]) names.push(...r.calls.map((c) => c.name));
    expect(names).toEqual(['browser.search']);
    expect(parse).toHaveBeenCalledTimes(1);
  });
});
