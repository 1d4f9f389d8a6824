// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Citation } from '../../../src/core/agent/citation-types';
import { numberSources, sourceNumberMap } from '../../../src/sidepanel/citations/source-numbers';
import { AnswerBody } from '../../../src/sidepanel/components/answer-body';
import { AnswerView } from '../../../src/sidepanel/components/answer-view';
import { applyAgentEvent, newTurn } from '../../../src/sidepanel/conversation/reducer';
import { startNewVersion } from '../../../src/sidepanel/conversation/versions';
import type { Source } from '../../../src/sidepanel/conversation/types';
import { citation } from './fixtures';

// The answer view opens pages through the extension API only on a click, which these tests do not make.
vi.mock('webextension-polyfill', () => ({ default: {} }));

const PAGES = 6;
const PARAGRAPHS = 150;

/** Search results as the panel keeps them: every page is a source before the answer cites it. */
const sources: Source[] = Array.from({ length: PAGES + 2 }, (_, p) => ({
  url: `https://site${p}.example/article`,
  title: `Article ${p}`,
  host: `site${p}.example`,
  rank: p + 1,
  opened: p < PAGES,
}));

/**
 * A long answer that cites its pages as real ones do: a new page now and then all the way down, so
 * the Sources numbering (cited pages first) changes late in the answer, not only at its start.
 */
function longAnswer(): { text: string; citations: Citation[] } {
  let text = '';
  const citations: Citation[] = [];
  for (let n = 0; n < PARAGRAPHS; n++) {
    const pages = 1 + Math.floor((n / PARAGRAPHS) * PAGES);
    // Cited in another order than the search ranked them, so each new page renumbers the others.
    const page = PAGES - 1 - (n % pages);
    const marker = `【${page}†L${n + 1}】`;
    const body = `Paragraph ${n} says panels convert about ${n % 30} percent of sunlight `;
    citations.push(citation({ marker, index: text.length + body.length, cursor: page, startLine: n + 1, endLine: n + 1, url: sources[page]!.url, host: sources[page]!.host }));
    text += `${body}${marker} and more.\n\n`;
  }
  return { text, citations };
}

afterEach(() => vi.restoreAllMocks());

describe('streaming an answer through the answer view', () => {
  it('parses and sanitises O(1) blocks per update however long the answer is, also when a page is cited for the first time late', () => {
    const sanitize = vi.spyOn(DOMPurify, 'sanitize');
    const { text, citations } = longAnswer();
    const root = document.createElement('div');
    const perUpdate: number[] = [];
    for (let end = 32; end < text.length + 32; end += 32) {
      const answer = text.slice(0, end);
      // As the panel: the citations complete so far, numbered the way AnswerView numbers them.
      const shown = citations.filter((c) => c.index + c.marker.length <= answer.length);
      const numbers = sourceNumberMap(numberSources(sources, shown));
      const before = sanitize.mock.calls.length;
      render(<AnswerBody turnId="t" answer={answer} citations={shown} numbers={numbers} />, root);
      perUpdate.push(sanitize.mock.calls.length - before);
    }
    expect(root.querySelectorAll('.md-block')).toHaveLength(PARAGRAPHS);
    // Late first citations happened (the numbering changed near the end) and are shown with their numbers.
    const lastNew = citations.find((c) => c.cursor === 0)!;
    expect(lastNew.index / text.length).toBeGreaterThan(0.8);
    const chip = root.querySelector<HTMLAnchorElement>(`a.cite[data-cite="${citations.indexOf(lastNew)}"]`)!;
    expect(chip.textContent).toBe(`${PAGES} · site0.example`);
    // The growing block, the one just finished, and one whose chip completed: never the whole answer.
    expect(Math.max(...perUpdate)).toBeLessThanOrEqual(3);
  });

  it('re-renders a finished block when its chip changes: a new number for its page', () => {
    const sanitize = vi.spyOn(DOMPurify, 'sanitize');
    const root = document.createElement('div');
    const text = 'First 【0†L1】 claim.\n\nSecond 【1†L2】 claim.\n\nThird';
    const c0 = citation({ marker: '【0†L1】', index: 6, url: sources[0]!.url, host: sources[0]!.host });
    const c1 = citation({ marker: '【1†L2】', index: text.indexOf('【1'), url: sources[1]!.url, host: sources[1]!.host });
    render(<AnswerBody turnId="t" answer={text} citations={[c0, c1]} numbers={new Map([[sources[0]!.url, 1], [sources[1]!.url, 2]])} />, root);
    expect([...root.querySelectorAll('a.cite')].map((a) => a.textContent)).toEqual(['1 · site0.example', '2 · site1.example']);
    const firstChip = root.querySelector('a.cite');
    const before = sanitize.mock.calls.length;
    // Only the second page's number changed: its block is made again (and the last one, which may be
    // growing); the first block keeps its element.
    render(<AnswerBody turnId="t" answer={text} citations={[c0, c1]} numbers={new Map([[sources[0]!.url, 1], [sources[1]!.url, 5]])} />, root);
    expect(sanitize.mock.calls.length - before).toBe(2);
    expect(root.querySelector('a.cite')).toBe(firstChip);
    expect([...root.querySelectorAll('a.cite')].map((a) => a.textContent)).toEqual(['1 · site0.example', '5 · site1.example']);
  });
});

describe('regenerating an answer', () => {
  it('keeps the last answer on screen without parsing any of it again while the new one only thinks', () => {
    const sanitize = vi.spyOn(DOMPurify, 'sanitize');
    const { text, citations } = longAnswer();
    const answered = { ...newTurn('t1', 'How efficient are panels?', 'm', 0), answer: text, citations, sources, status: 'done' as const, finishedAt: 1 };
    // Regenerate as the panel does it: the answer becomes a previous version, the new one streams.
    let turn = startNewVersion(answered, newTurn('t1', answered.question, 'm', 2));
    const root = document.createElement('div');
    render(<AnswerView turn={turn} isLast busy onRegenerate={() => {}} />, root);
    expect(root.querySelector('.kept-answer')?.querySelectorAll('.md-block')).toHaveLength(PARAGRAPHS);
    const before = sanitize.mock.calls.length;
    for (let n = 0; n < 20; n++) {
      // Through the real reducer, so the previous version is whatever object it leaves there.
      turn = applyAgentEvent(turn, { type: 'thinking', text: `step ${n} ` }, 3 + n);
      render(<AnswerView turn={turn} isLast busy onRegenerate={() => {}} />, root);
    }
    expect(root.querySelector('.kept-answer')?.querySelectorAll('.md-block')).toHaveLength(PARAGRAPHS);
    expect(sanitize.mock.calls.length - before).toBe(0);
  });
});
