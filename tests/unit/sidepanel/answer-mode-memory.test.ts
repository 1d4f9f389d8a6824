import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { fromStored, toStored } from '../../../src/sidepanel/state/conversation-store';
import type { Conversation } from '../../../src/sidepanel/conversation/types';

// chat-state reaches the extension API through the settings store; nothing here uses it.
vi.mock('webextension-polyfill', () => ({ default: {} }));

const chat = (id: string, mode?: Conversation['mode']): Conversation => ({ id, title: id, createdAt: 1, updatedAt: 1, turns: [], ...(mode ? { mode } : {}) });

describe('the answer mode kept with its conversation', () => {
  it('is stored with the record and read back; one this version does not know is left to the automatic mode', () => {
    expect(fromStored(toStored(chat('a', 'quick')).record).mode).toBe('quick');
    expect(fromStored(toStored(chat('b', 'deep')).record).mode).toBe('deep');
    expect(fromStored(toStored(chat('c')).record).mode).toBeUndefined();
    const record = toStored(chat('d')).record;
    expect(fromStored({ ...record, data: { ...(record.data as object), mode: 'turbo' } }).mode).toBeUndefined();
  });

  it('follows the conversation shown: picked, saved, reopened; a new chat starts on the automatic mode', async () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) });
    const { conversation, flushHistory, newChat, openConversation } = await import('../../../src/sidepanel/state/chat-state');
    const { chosenMode } = await import('../../../src/sidepanel/state/composer-state');
    const { chooseMode, followAnswerMode, modeNow, automatic } = await import('../../../src/sidepanel/state/answer-mode-state');
    const stop = followAnswerMode();
    try {
      conversation.value = chat('first');
      expect(chosenMode.value).toBeUndefined();
      chooseMode('quick');
      expect(conversation.value.mode).toBe('quick');
      expect(modeNow.value).toBe('quick');
      await flushHistory();

      await newChat();
      expect(chosenMode.value).toBeUndefined();
      expect(modeNow.value).toBe(automatic.value.mode);

      await openConversation('first');
      expect(conversation.value?.id).toBe('first');
      expect(chosenMode.value).toBe('quick');

      // Back to automatic is remembered too.
      chooseMode(undefined);
      await flushHistory();
      await newChat();
      await openConversation('first');
      expect(chosenMode.value).toBeUndefined();
    } finally {
      stop();
    }
  });
});
