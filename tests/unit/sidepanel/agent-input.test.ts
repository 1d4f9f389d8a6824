import { describe, expect, it } from 'vitest';
import { historyMessages } from '../../../src/sidepanel/conversation/history-messages';
import { newTurn } from '../../../src/sidepanel/conversation/reducer';

describe('historyMessages', () => {
  it('keeps questions with their answers and skips turns without one', () => {
    const a = { ...newTurn('a', 'Q1', 'm', 0), answer: 'A1', status: 'done' as const };
    const b = { ...newTurn('b', 'Q2', 'm', 0), answer: '', status: 'error' as const };
    expect(historyMessages([a, b])).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'A1' },
    ]);
  });
});
