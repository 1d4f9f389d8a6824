import { type JsonSpanProgress, resumeJsonSpan } from '../../json-span';
import { readToolArguments } from '../../tool-arguments';
import { calls, type CallFormat, failure, MORE } from '../call-format';
import { readJsonCalls } from '../json-reading';
import { excerpt, isPartialAt, skipSpace } from '../scanning';
import { makeCall, resolveToolName, unknownToolMessage } from '../tool-names';

const isAlnum = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isNameChar = (c: number) => isAlnum(c) || c === 95 || c === 46 || c === 45;
const CALL_ID = '[CALL_ID]';
const ARGS = '[ARGS]';

/**
 * Mistral's `[TOOL_CALLS]`: a JSON array (v3 tokenizer, Mistral 7B v0.3, Nemo), or
 * `name[ARGS]{…}` / `name[CALL_ID]id[ARGS]{…}` (v11+ tokenizer: Mistral Small 3.2, Magistral,
 * Devstral, Ministral 3), each call behind its own `[TOOL_CALLS]` (Ollama model/parsers/ministral.go,
 * vLLM tool_parsers/mistral_tool_parser.py). There is no closing marker: a malformed call runs to
 * the end of the stream, where Mistral's calls always are.
 */
export const mistral: CallFormat = {
  family: 'Mistral',
  openers: ['[TOOL_CALLS]'],
  example: '[TOOL_CALLS]<tool>[ARGS]{…}',
  read(text, ctx) {
    const j = skipSpace(text);
    if (j < 0) return ctx.final ? failure('[TOOL_CALLS] was not followed by a call', text.length) : MORE;
    if (text[j] === '[' || text[j] === '{') return readJsonCalls(text, j, ctx, { strict: true });
    let k = j;
    while (k < text.length && isNameChar(text.charCodeAt(k))) k++;
    if (k === text.length && !ctx.final) return MORE;
    const raw = text.slice(j, k);
    if (!raw) return ctx.final ? failure(`expected a tool name after [TOOL_CALLS], found ${excerpt(text)}`, text.length) : MORE;
    let p = k;
    if (text.startsWith(CALL_ID, p)) {
      p += CALL_ID.length;
      while (p < text.length && isAlnum(text.charCodeAt(p))) p++;
    } else if (!ctx.final && isPartialAt(text, p, CALL_ID)) return MORE;
    p = skipSpace(text, p);
    if (p < 0) return ctx.final ? failure(`the call to ${raw} has no arguments`, text.length) : MORE;
    if (text.startsWith(ARGS, p)) p = skipSpace(text, p + ARGS.length);
    else if (!ctx.final && isPartialAt(text, p, ARGS)) return MORE;
    else if (text[p] === ':') p = skipSpace(text, p + 1);
    if (p < 0) return ctx.final ? failure(`the call to ${raw} has no arguments`, text.length) : MORE;
    if (text[p] !== '{') return ctx.final ? failure(`the arguments of ${raw} must be a JSON object: ${excerpt(text.slice(j))}`, text.length) : MORE;
    const end = resumeJsonSpan(text, p, ctx.memo as JsonSpanProgress | undefined);
    if (typeof end !== 'number') return ctx.final ? failure(`the arguments of ${raw} are incomplete JSON: ${excerpt(text.slice(p))}`, text.length) : { kind: 'more', memo: end };
    const name = resolveToolName(raw, ctx.tools);
    if (!name) return failure(unknownToolMessage(raw, ctx.tools), end);
    const a = readToolArguments(text.slice(p, end));
    return calls([makeCall(name, a.arguments, a.error)], end);
  },
};
