import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';

// chat-state reaches the extension API through the settings store; nothing here uses it.
vi.mock('webextension-polyfill', () => ({ default: {} }));

describe('opening a conversation from history', () => {
  it('a database that will not open is said in the banner with what to do; the chat shown stays', async () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) });
    const { conversation, openConversation, storageError } = await import('../../../src/sidepanel/state/chat-state');
    const shown = { id: 'shown', title: 'Shown', createdAt: 1, updatedAt: 1, turns: [] };
    conversation.value = shown;
    vi.spyOn(indexedDB, 'open').mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await openConversation('other');
    expect(storageError.value).toBe(
      'History could not be read: Browser storage is full, so Sidelight could not open its saved conversations. Free some disk space, then close and reopen the side panel; nothing saved was lost.',
    );
    expect(conversation.value).toBe(shown);
  });
});
