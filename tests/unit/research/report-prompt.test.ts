import { describe, expect, it } from 'vitest';
import { promptBudget } from '../../../src/core/agent/context-budget';
import { conversationTokens } from '../../../src/core/agent/token-estimate';
import { estimateTokens } from '../../../src/core/agent/token-estimate';
import { condenseNotes } from '../../../src/core/research/notes';
import { reportPrompt } from '../../../src/core/research/report-prompt';
import type { ResearchSourceRef, SubQuestionRecord } from '../../../src/core/research/research-types';

const sources: ResearchSourceRef[] = Array.from({ length: 12 }, (_, i) => ({ id: i, url: `https://site${i}.example/page`, title: `Page ${i}`, lineCount: 200 }));

/** Five sub-questions with notes far longer than a small window takes. */
function longSubs(): SubQuestionRecord[] {
  return Array.from({ length: 5 }, (_, s) => ({
    question: `Sub-question ${s}: what happened in year ${2000 + s}?`,
    status: 'done',
    pagesRead: 3,
    notes: Array.from({ length: 90 }, (_, k) => (k % 3 === 2 ? `An uncited remark number ${k} about the general background of the topic.` : `In ${2000 + s} measure ${k} reached ${k * 7} units according to the survey【${(s + k) % 12}†L${k + 1}-L${k + 2}】.`)).join(' ') + '\nNot found: the exact date.',
  }));
}

describe('the report prompt', () => {
  it.each([4096, 8192])('fits a %i-token window, with the calibrated ratio, keeping only cited facts', (window) => {
    for (const ratio of [1, 1.3]) {
      const p = reportPrompt('What happened?', longSubs(), sources, window, ratio);
      expect(conversationTokens(p.messages) * ratio).toBeLessThanOrEqual(promptBudget(window));
      expect(p.condensed).toBe(5);
      const user = p.messages[1]!.content;
      // Every sub-question keeps a section and at least one cited fact.
      for (let s = 0; s < 5; s++) expect(user).toMatch(new RegExp(`### ${s + 1}\\. Sub-question ${s}[^#]*【\\d+†L`));
      expect(user).not.toContain('uncited remark');
      // Sources listed are exactly those still cited.
      const listed = [...user.matchAll(/^\[(\d+)\] Page/gm)].map((m) => Number(m[1]));
      const cited = new Set([...user.matchAll(/【(\d+)†/g)].map((m) => Number(m[1])));
      expect(new Set(listed)).toEqual(cited);
    }
  });

  it.each([4096, 8192])('fits a %i-token window when the question and sub-questions are as long as allowed, cutting them before the notes', (window) => {
    const words = (n: number, w: string) => Array.from({ length: n }, (_, i) => `${w}${i}`).join(' ');
    const question = words(600, 'question').slice(0, 4000);
    const subs = longSubs().map((s, i) => ({ ...s, question: words(80, `sub${i}x`).slice(0, 500) }));
    for (const ratio of [1, 1.3, 1.6]) {
      const p = reportPrompt(question, subs, sources, window, ratio);
      expect(conversationTokens(p.messages) * ratio, `ratio ${ratio}`).toBeLessThanOrEqual(promptBudget(window));
      // Each sub-question still has its section, with at least one cited fact in it.
      const user = p.messages[1]!.content;
      for (let s = 0; s < 5; s++) expect(user).toMatch(new RegExp(`### ${s + 1}\\. sub${s}x0 [^#]*【\\d+†L`));
    }
  });

  it('sends short notes whole', () => {
    const subs: SubQuestionRecord[] = [{ question: 'Q one?', status: 'done', pagesRead: 1, notes: 'A fact【0†L2】.' }];
    const p = reportPrompt('Q?', subs, sources, 4096, 1);
    expect(p.condensed).toBe(0);
    expect(p.messages[1]!.content).toContain('### 1. Q one?\nA fact【0†L2】.');
  });
});

describe('condenseNotes', () => {
  it('keeps whole cited sentences with their citations, in order', () => {
    const notes = 'Background without source. First fact 12 units【1†L3】. Second fact 14 units【2†L5-L6】.\nNot found: the cost.';
    const cited = 'First fact 12 units【1†L3】. Second fact 14 units【2†L5-L6】.';
    expect(condenseNotes(notes, estimateTokens(cited) + 2)).toBe('First fact 12 units【1†L3】. Second fact 14 units【2†L5-L6】.');
    expect(condenseNotes(notes, 1000)).toBe(notes);
  });
});
