import { describe, expect, it } from 'vitest';
import { SidelightError } from '../../../src/core/errors';
import { classifyRefusal } from '../../../src/core/model/capability-refusals';
import { httpError, streamError } from '../../../src/core/model/http-errors';

const ctx = { endpoint: { baseUrl: 'http://127.0.0.1:1', style: 'openai' as const }, path: '/v1/chat/completions', model: 'm' };
const both = { tools: true, think: true };

describe('classifyRefusal', () => {
  // The servers' own bodies (sources in capability-refusals.ts and tests/support/model-server-personas.ts).
  const cases: [string, number, string, 'tools' | 'think'][] = [
    ['Ollama, model without tools', 400, '{"error":"registry.ollama.ai/library/gemma3:4b does not support tools"}', 'tools'],
    ['Ollama, model without thinking', 400, '{"error":"\\"gemma3:4b\\" does not support thinking"}', 'think'],
    [
      'vLLM without auto tool choice',
      400,
      '{"object":"error","message":"\\"auto\\" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set","type":"BadRequestError","param":null,"code":400}',
      'tools',
    ],
    ['vLLM, required tool choice', 400, '{"object":"error","message":"tool_choice=\\"required\\" requires --tool-call-parser to be set","type":"BadRequestError","param":null,"code":400}', 'tools'],
    ['llama.cpp without --jinja (a 500)', 500, '{"error":{"code":500,"message":"tools param requires --jinja flag","type":"server_error"}}', 'tools'],
    [
      'LM Studio template failure',
      400,
      '{"error":"Error rendering prompt with jinja template: \\"Cannot pass both content and thinking in an assistant message with tool calls!\\"."}',
      'tools',
    ],
    [
      'OpenAI, reasoning effort on a model without reasoning',
      400,
      '{"error":{"message":"Unsupported parameter: \'reasoning_effort\' is not supported with this model.","type":"invalid_request_error","param":"reasoning_effort","code":"unsupported_parameter"}}',
      'think',
    ],
    ['a Mistral template, tool-call id', 500, '{"error":{"code":500,"message":"Tool call IDs should be alphanumeric strings with length 9!","type":"server_error"}}', 'tools'],
    [
      'vLLM in Mistral tokenizer mode, tool-call id',
      400,
      '{"object":"error","message":"Tool call id was chatcmpl-tool-5d2c9a0e but must be a-z, A-Z, 0-9, with a length of 9.","type":"BadRequestError","param":null,"code":400}',
      'tools',
    ],
    ['a strict proxy, template switch', 400, '{"error":{"message":"Unrecognized request argument supplied: chat_template_kwargs","type":"invalid_request_error"}}', 'think'],
  ];
  for (const [name, status, body, expected] of cases) {
    it(`recognises ${name}`, () => {
      expect(classifyRefusal(httpError(ctx, status, body), both)).toBe(expected);
    });
  }

  it('recognises a refusal sent inside a 200 stream (LM Studio’s SSE error event)', () => {
    expect(classifyRefusal(streamError('Error rendering prompt with jinja template: "Unknown test: sequence"'), both)).toBe('tools');
  });

  it('only blames what the request asked for', () => {
    const tools = httpError(ctx, 400, '{"error":"registry.ollama.ai/library/gemma3:4b does not support tools"}');
    expect(classifyRefusal(tools, { tools: false, think: true })).toBeUndefined();
    const think = httpError(ctx, 400, '{"error":"\\"gemma3:4b\\" does not support thinking"}');
    expect(classifyRefusal(think, { tools: true, think: false })).toBeUndefined();
  });

  it('leaves every other failure alone', () => {
    expect(classifyRefusal(httpError(ctx, 404, '{"error":"model \\"m\\" not found, try pulling it first"}'), both)).toBeUndefined();
    expect(classifyRefusal(httpError(ctx, 500, '{"error":"CUDA out of memory"}'), both)).toBeUndefined();
    expect(classifyRefusal(httpError(ctx, 400, '{"error":{"message":"the request exceeds the available context size, try increasing it"}}'), both)).toBeUndefined();
    expect(classifyRefusal(new SidelightError('network', 'Could not connect'), both)).toBeUndefined();
    expect(classifyRefusal(new Error('does not support tools'), both)).toBeUndefined();
  });
});
