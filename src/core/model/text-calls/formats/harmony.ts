import { readToolArguments } from '../../tool-arguments';
import { awaitingClose, calls, type CallFormat, failure, type ReadResult } from '../call-format';
import { closedBlock, excerpt } from '../scanning';
import { makeCall, resolveToolName, unknownToolMessage } from '../tool-names';

const MESSAGE = '<|message|>';
/** A message ends at one of these (harmony: `<|call|>` after a tool call, `<|return|>` after the final answer). */
const ENDS = ['<|call|>', '<|end|>', '<|return|>'];

/** Nothing is decided before `<|message|>` has arrived, that is before a `>`. */
const AWAIT_MESSAGE: ReadResult = Object.freeze({ kind: 'more', until: '>' });

function firstEnd(text: string, from: number): { at: number; len: number } | undefined {
  let best: { at: number; len: number } | undefined;
  for (const e of ENDS) {
    const i = text.indexOf(e, from);
    if (i >= 0 && (!best || i < best.at)) best = { at: i, len: e.length };
  }
  return best;
}

/**
 * gpt-oss harmony messages written as raw text (a server that renders the model without its
 * parser): `<|channel|>commentary to=functions.x <|constrain|>json<|message|>{…}<|call|>` is a call
 * (the recipient may also sit before `<|channel|>`: Ollama harmony/harmonyparser_test.go); an
 * `analysis` message is reasoning, never shown; a `final` or preamble message's text is the answer,
 * its header dropped (harmony format: github.com/openai/harmony; llama.cpp common/parsers/gpt-oss.cpp).
 */
export const harmonyMessage: CallFormat = {
  family: 'gpt-oss (harmony)',
  openers: ['<|channel|>', '<|start|>'],
  example: '<|channel|>commentary to=functions.<tool> <|constrain|>json<|message|>{…}<|call|>',
  read(text, ctx) {
    const m = text.indexOf(MESSAGE);
    if (m < 0) {
      if (!ctx.final) return AWAIT_MESSAGE;
      return calls([], text.length);
    }
    const header = (ctx.opener === '<|channel|>' ? 'assistant<|channel|>' : '') + text.slice(0, m);
    const recipient = /\bto=([^\s<]+)/.exec(header)?.[1];
    const channel = /<\|channel\|>\s*(\w+)/.exec(header)?.[1];
    const bodyFrom = m + MESSAGE.length;
    if (!recipient && channel !== 'analysis') return calls([], bodyFrom);
    const end = firstEnd(text, bodyFrom);
    const block = end ? { bodyEnd: end.at, end: end.at + end.len } : closedBlock(text, ENDS[0]!, ctx.final, bodyFrom);
    // Every end marker ends with the same character.
    if (!block) return awaitingClose(text, '>');
    if (!recipient) return calls([], block.end);
    const name = resolveToolName(recipient, ctx.tools);
    if (!name) return failure(unknownToolMessage(recipient, ctx.tools), block.end);
    const body = text.slice(bodyFrom, block.bodyEnd).trim();
    if (!body.startsWith('{')) return failure(`the arguments of ${name} must be a JSON object, found ${excerpt(body)}`, block.end);
    const a = readToolArguments(body);
    return calls([makeCall(name, a.arguments, a.error)], block.end);
  },
};

/** A harmony message terminator left over in the answer's text is dropped. */
export const harmonyEnd: CallFormat = {
  family: 'gpt-oss (harmony)',
  openers: ENDS,
  example: harmonyMessage.example,
  read: () => calls([], 0),
};
