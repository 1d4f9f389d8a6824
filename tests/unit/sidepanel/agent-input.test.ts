import { describe, expect, it } from 'vitest';
import { messageWithAttachment } from '../../../src/sidepanel/agent/attachment-message';
import { historyMessages } from '../../../src/sidepanel/conversation/history-messages';
import { newTurn } from '../../../src/sidepanel/conversation/reducer';

const doc = (lines: string[]) => ({ title: 'Battery news', url: 'https://news.test/battery', lines, links: [], path: 'readability' as const });

describe('messageWithAttachment', () => {
  it('puts the page before the question with its title and URL', () => {
    const m = messageWithAttachment('Summarise it', { title: 'Battery news', url: 'https://news.test/battery', document: doc(['# Battery', 'Pilot production starts.']) }, 100);
    expect(m).toContain('Title: Battery news');
    expect(m).toContain('URL: https://news.test/battery');
    expect(m).toContain('Pilot production starts.');
    expect(m.endsWith('Summarise it')).toBe(true);
  });

  it('cuts a long page at the word budget and says where to read on', () => {
    const lines = Array.from({ length: 50 }, (_, i) => `line ${i} has five words`);
    const m = messageWithAttachment('q', { title: 't', url: 'https://news.test/battery', document: doc(lines) }, 20);
    expect(m).toContain('line 3 has five words');
    expect(m).not.toContain('line 4 has five words');
    expect(m).toContain('open https://news.test/battery to read the rest');
  });
});

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
