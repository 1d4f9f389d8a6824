import type { CallFormat } from '../call-format';
import { looksLikeCallJson, readLooseJson } from '../json-reading';

/**
 * A bare JSON call object, `{"name": …, "arguments": …}`, at the start of the answer or after some
 * prose (Llama 3.x without `<|python_tag|>`: llama.cpp common/chat.cpp and vLLM
 * tool_parsers/llama_tool_parser.py; Ollama's tools parser with a `{` tag). Only an object whose
 * first key is one calls use, naming an offered tool, is a call: prose with braces or other JSON
 * stays content.
 */
export const bareJsonObject: CallFormat = {
  family: 'JSON',
  openers: ['{'],
  example: '{"name": "<tool>", "arguments": {…}}',
  rejects: (s, at) => looksLikeCallJson(s, at - 1, false) === 'no',
  read: (text, ctx) => readLooseJson(text, '{', ctx),
};
