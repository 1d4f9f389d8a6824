import { describe, expect, it } from 'vitest';
import { answerUnresolved } from '../../../src/sidepanel/citations/answer-unresolved';
import { unresolvedDescription, unresolvedLabel } from '../../../src/sidepanel/citations/unresolved-chip';
import { answerWithLinks } from '../../../src/sidepanel/conversation/answer-markdown';
import { conversationToMarkdown } from '../../../src/sidepanel/conversation/export-markdown';
import { applyAgentEvent, newTurn } from '../../../src/sidepanel/conversation/reducer';
import type { Turn } from '../../../src/sidepanel/conversation/types';
import { citation } from './fixtures';

function opened(answer: string, status: Turn['status'] = 'done'): Turn {
  let t = newTurn('t1', 'q', 'm', 0);
  t = applyAgentEvent(t, { type: 'page-opened', step: 1, url: 'https://www.example.com/solar?x=1', title: 'Solar power', lineCount: 25, cursor: 1, view: '' }, 0);
  return { ...t, answer, status };
}

describe('citations that resolve to nothing', () => {
  it('are found from the steps of this answer: an unread source and a line past the page', () => {
    const u = answerUnresolved(opened('A【7†L3】 B【1†L999】'));
    expect(u.map(unresolvedLabel)).toEqual(['source not read', 'line not in the page']);
    expect(u.map(unresolvedDescription)).toEqual([
      'The answer cites source 7 (line 3), which it never opened.',
      'The answer cites line 999 of source 1, but the page has 25 lines.',
    ]);
  });

  it('while streaming, wait for a marker a citation may still resolve, but not for one that cannot', () => {
    // 【1†L3】 is in the page: its citation arrives a moment after the token that completed it.
    expect(answerUnresolved(opened('A【1†L3】 B【7†L3】 C【1†L999】', 'streaming')).map((u) => u.marker)).toEqual(['【7†L3】', '【1†L999】']);
  });

  it('are never copied as raw markup', () => {
    const c = citation({ index: 2 });
    expect(answerWithLinks('A 【1†L3-L4】 B 【7†L3】.', [c])).toBe('A [1 · example.com, lines 3–4](https://www.example.com/solar?x=1#:~:text=Panels%20convert) B.');
  });

  it('are counted in the export, each with why, and left out of its answer text', () => {
    const md = conversationToMarkdown({ id: 'c', title: 'q', createdAt: 0, updatedAt: 0, turns: [opened('Cheap【7†L3】.')] }, new Date(0));
    expect(md).not.toContain('【');
    expect(md).toContain('_1 citation could not be resolved:_');
    expect(md).toContain('- **source not read**: The answer cites source 7 (line 3), which it never opened.');
  });
});
