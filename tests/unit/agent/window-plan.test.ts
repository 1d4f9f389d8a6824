import { describe, expect, it } from 'vitest';
import { planWindow, windowAfterLoad } from '../../../src/core/agent/window-plan';
import type { ContextWindow } from '../../../src/core/model/context-window';
import type { ModelClient } from '../../../src/core/model/types';

const signal = new AbortController().signal;

function client(style: ModelClient['style'], windows: (ContextWindow | undefined)[] | Error): ModelClient & { asked: number } {
  let asked = 0;
  return {
    style,
    get asked() {
      return asked;
    },
    listModels: async () => [],
    contextLength: async () => undefined,
    contextWindow: async () => {
      if (windows instanceof Error) throw windows;
      return windows[Math.min(asked++, windows.length - 1)];
    },
    chat: async function* () {},
  };
}

describe('planWindow', () => {
  it('Ollama’s native API: the num_ctx Sidelight asks for, capped by the model', async () => {
    expect(await planWindow({ client: client('ollama', [{ tokens: 131072, source: 'reported', overflow: 'drops-oldest' }]), model: 'm', setting: 8192, signal })).toMatchObject({
      tokens: 8192,
      askedFor: true,
      overflow: 'drops-oldest',
    });
    expect((await planWindow({ client: client('ollama', [{ tokens: 2048, source: 'reported', overflow: 'drops-oldest' }]), model: 'm', setting: 8192, signal })).tokens).toBe(2048);
  });

  it('an OpenAI-compatible server: what it runs, not the setting; the setting only when nothing answers', async () => {
    const jit: ContextWindow = { tokens: 4096, source: 'server-default', overflow: 'cuts-middle', server: 'lmstudio', provisional: true };
    expect(await planWindow({ client: client('openai', [jit]), model: 'm', setting: 32768, signal })).toEqual(jit);
    expect(await planWindow({ client: client('openai', new Error('down')), model: 'm', setting: 8192, signal })).toEqual({ tokens: 8192, source: 'setting', overflow: 'refuses' });
  });

  it('a provisional window is asked again once the model is loaded; a final one is not', async () => {
    const c = client('openai', [
      { tokens: 4096, source: 'server-default', overflow: 'cuts-middle', provisional: true },
      { tokens: 2048, source: 'loaded', overflow: 'cuts-middle' },
    ]);
    const ask = { client: c, model: 'm', setting: 8192, signal };
    const first = await planWindow(ask);
    expect(await windowAfterLoad(ask, first)).toMatchObject({ tokens: 2048, source: 'loaded' });
    const final: ContextWindow = { tokens: 32768, source: 'reported', overflow: 'refuses' };
    expect(await windowAfterLoad(ask, final)).toBe(final);
    expect(c.asked).toBe(2);
  });
});
