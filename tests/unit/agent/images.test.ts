import { afterEach, describe, expect, it } from 'vitest';
import { runAgent, type RunAgentOptions } from '../../../src/core/agent/agent-loop';
import type { AgentEvent } from '../../../src/core/agent/events';
import { buildSystemPrompt } from '../../../src/core/agent/system-prompt';
import { messageTokens } from '../../../src/core/agent/token-estimate';
import { createModelClient } from '../../../src/core/model/create-client';
import { MemoryModeStore, modeKey } from '../../../src/core/model/model-modes';
import type { ChatImage } from '../../../src/core/model/types';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings';
import { startModelServer, type ModelServer, type ModelServerOptions } from '../../support/model-server';
import { stubEnv } from '../browser/fixtures';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const IMAGE: ChatImage = { name: 'receipt.jpg', mediaType: 'image/jpeg', base64: '/9j/4AAQSkZJRgABAQ==' };
const chats = () => server!.requests.filter((q) => q.path === '/api/chat' || q.path === '/v1/chat/completions').map((q) => q.body);

async function answer(style: 'ollama' | 'openai', modes: MemoryModeStore, over: Partial<RunAgentOptions> = {}) {
  const events: AgentEvent[] = [];
  const result = await runAgent({
    client: createModelClient({ baseUrl: server!.url, style }),
    model: 'm',
    history: [],
    userMessage: 'What is the total?',
    images: [IMAGE],
    env: stubEnv(),
    settings: DEFAULT_SETTINGS,
    signal: new AbortController().signal,
    onEvent: (e) => events.push(e),
    modes,
    server: server!.url,
    ...over,
  });
  const error = events.find((e): e is Extract<AgentEvent, { type: 'error' }> => e.type === 'error')?.error;
  return { result, events, error };
}

describe('an answer about an image', () => {
  it('sends the image with the question and tells the model to name it instead of citing lines', async () => {
    server = await startModelServer({ models: ['m'], visionModels: ['m'], turns: [{ content: 'The total in receipt.jpg is 12.40.' }] });
    const { result, error } = await answer('ollama', new MemoryModeStore());
    expect(error).toBeUndefined();
    expect(result.content).toBe('The total in receipt.jpg is 12.40.');
    const [sent] = chats();
    expect(sent.messages[0].content).toContain('"receipt.jpg"');
    expect(sent.messages[0].content).toContain('refer to the image by its name');
    expect(sent.messages[1]).toEqual({ role: 'user', content: 'What is the total?', images: [IMAGE.base64] });
  });

  it('a model Ollama lists without vision is not sent the image: the answer ends with the vision-model message', async () => {
    server = await startModelServer({ models: ['m'], visionModels: [], turns: [{ content: 'never' }] });
    const { error, result } = await answer('ollama', new MemoryModeStore());
    expect(error?.userMessage).toEqual({ key: 'errModelNoVision', params: ['m'] });
    expect(result.messages.at(-1)).toMatchObject({ role: 'user', images: [IMAGE] });
    expect(chats()).toHaveLength(0);
  });

  // [persona, style, requests in the first answer]: that old Ollama's model refuses the tools first, then the image.
  const refusing: [ModelServerOptions['persona'], 'ollama' | 'openai', number][] = [
    ['ollama-no-tools-no-capabilities', 'ollama', 2],
    ['llamacpp', 'openai', 1],
    ['vllm', 'openai', 1],
  ];
  for (const [persona, style, first] of refusing) {
    it(`a refusal is remembered, so the next image to that model is not sent (${persona})`, async () => {
      server = await startModelServer({ persona, models: ['m'], visionModels: [], turns: [{ content: 'never' }] });
      const modes = new MemoryModeStore();
      expect((await answer(style, modes)).error?.userMessage?.key).toBe('errModelNoVision');
      expect(chats()).toHaveLength(first);
      expect((await modes.get(modeKey(server.url, 'm')))?.vision).toBe('none');
      expect((await answer(style, modes)).error?.userMessage?.key).toBe('errModelNoVision');
      expect(chats()).toHaveLength(first);
      // A question without an image still goes to the model.
      expect((await answer(style, modes, { images: [] })).error).toBeUndefined();
      expect(chats()).toHaveLength(first + 1);
    });
  }

  it('the system prompt names no image when there is none, and an image counts in the window estimate', () => {
    expect(buildSystemPrompt({ profile: 'browser', now: new Date(0) })).not.toContain('image');
    const plain = messageTokens({ role: 'user', content: 'What is the total?' });
    expect(messageTokens({ role: 'user', content: 'What is the total?', images: [IMAGE, IMAGE] })).toBe(plain + 2 * 768);
  });
});
