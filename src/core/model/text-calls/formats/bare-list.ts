import { type CallFormat, MORE, notACall, type ReadResult } from '../call-format';
import { looksLikeCallJson, readJsonCalls } from '../json-reading';
import { readPyList, resolvePyName } from '../pythonic-calls';
import { skipSpace } from '../scanning';

const isIdentStart = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
const isIdent = (c: number) => isIdentStart(c) || (c >= 48 && c <= 57) || c === 46;

/**
 * What the text after a `[` at `at` shows so far: a JSON list of calls, a pythonic list whose first
 * callee is an offered tool, neither, or not yet known. Runs at every `[` of the answer, so it reads
 * characters directly rather than through the Python reader.
 */
function verdict(s: string, at: number, final: boolean, tools: readonly string[]): 'json' | 'python' | 'no' | 'more' {
  const j = skipSpace(s, at);
  if (j < 0) return final ? 'no' : 'more';
  const c = s.charCodeAt(j);
  if (c === 123 /* { */) {
    const looks = looksLikeCallJson(s, j, final);
    return looks === 'yes' ? 'json' : looks;
  }
  if (!isIdentStart(c)) return 'no';
  let k = j + 1;
  while (k < s.length && isIdent(s.charCodeAt(k))) k++;
  if (k >= s.length && !final) return 'more';
  if (!resolvePyName(s.slice(j, k), tools)) return 'no';
  const p = skipSpace(s, k);
  if (p < 0) return final ? 'no' : 'more';
  return s[p] === '(' ? 'python' : 'no';
}

/**
 * A bare list of calls anywhere in the answer: JSON `[{"name": …, "arguments": …}, …]` (Granite 3.0
 * without its tag, xLAM: vLLM tool_parsers/granite_tool_parser.py, xlam_tool_parser.py) or pythonic
 * `[browser.search(query="…"), …]` (Llama 3.2 and Llama 4: vLLM tool_parsers/pythonic_tool_parser.py,
 * llama4_pythonic_tool_parser.py). A pythonic list counts only when its first callee is an offered
 * tool, so `[1]`, `[a link](…)` and `[x for x in y]` stay text without waiting.
 */
export const bareList: CallFormat = {
  family: 'Llama 3.2 / Llama 4 pythonic',
  openers: ['['],
  example: '[<tool>(<name>="<value>")]',
  rejects: (s, at, tools) => verdict(s, at, false, tools) === 'no',
  read(text, ctx): ReadResult {
    const whole = '[' + text;
    const v = verdict(whole, 1, ctx.final, ctx.tools);
    if (v === 'more') return MORE;
    if (v === 'no') return notACall(0);
    const r = v === 'json' ? readJsonCalls(whole, 0, ctx, { strict: false }) : readPyList(whole, 0, ctx);
    if (r.kind === 'more') return r;
    return { ...r, end: Math.max(0, r.end - 1) };
  },
};
