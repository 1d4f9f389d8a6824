import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { conversationToMarkdown } from '../../../src/sidepanel/conversation/export-markdown';
import { historyMessages } from '../../../src/sidepanel/conversation/history-messages';
import { newTurn } from '../../../src/sidepanel/conversation/reducer';
import type { Conversation, Turn, TurnImage } from '../../../src/sidepanel/conversation/types';
import { loadConversation, saveConversation } from '../../../src/sidepanel/state/conversation-store';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const image = (name: string): TurnImage => ({
  id: `i-${name}`,
  sent: { name, mediaType: 'image/png', base64: PNG },
  width: 1,
  height: 1,
  original: new Blob([Uint8Array.from(atob(PNG), (c) => c.charCodeAt(0))], { type: 'image/png' }),
});
const turnWith = (images: TurnImage[]): Turn => ({ ...newTurn('t1', 'What is the total?', 'm', 0), images, status: 'done', answer: 'The total in receipt.png is 12.40.' });

describe('images in a conversation', () => {
  it('are exported as Markdown images holding the sent copy as a data URL, named', () => {
    const md = conversationToMarkdown({ id: 'c', title: 'q', createdAt: 0, updatedAt: 0, turns: [turnWith([image('receipt.png'), image('a [b].png')])] }, new Date(0));
    expect(md).toContain('Attached image: receipt.png');
    expect(md).toContain(`![receipt.png](data:image/png;base64,${PNG})`);
    // A bracket in a file name cannot end the alt text early.
    expect(md).toContain('![a \\[b\\].png](data:image/png;base64,');
  });

  it('are named, not sent again, in the history of later questions', () => {
    const [user, assistant] = historyMessages([turnWith([image('receipt.png')])]);
    expect(user).toEqual({ role: 'user', content: 'What is the total?\n\n[Attached images: receipt.png]' });
    expect(assistant?.role).toBe('assistant');
  });

  it('are stored with the conversation and come back with their original', async () => {
    const c: Conversation = { id: 'img-1', title: 'Receipt', createdAt: 1, updatedAt: 1, turns: [turnWith([image('receipt.png')])] };
    await saveConversation(c);
    const back = await loadConversation('img-1');
    const [img] = back!.turns[0]!.images!;
    expect(img!.sent).toEqual(c.turns[0]!.images![0]!.sent);
    expect(img!.original).toBeInstanceOf(Blob);
    expect(new Uint8Array(await img!.original.arrayBuffer()).subarray(0, 4)).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });
});
