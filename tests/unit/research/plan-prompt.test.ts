import { describe, expect, it } from 'vitest';
import { parsePlan, planFromText } from '../../../src/core/research/plan-prompt';

const Q = 'How do heat pumps compare with gas boilers?';

describe('parsePlan reads the sub-questions small models write', () => {
  it.each([
    ['a numbered list', '1. How efficient are heat pumps in winter?\n2. What do gas boilers cost to run?'],
    ['a list with an introduction, bold and a closing remark', 'Sure! Here is the plan:\n\n1) **How efficient are heat pumps in winter?**\n2) **What do gas boilers cost to run?**\n\nLet me know.'],
    ['bullets', '- How efficient are heat pumps in winter?\n* What do gas boilers cost to run?'],
    ['reasoning left in the text', '<think>1. Something I considered and dropped?\n</think>\n1. How efficient are heat pumps in winter?\n2. What do gas boilers cost to run?'],
    ['a JSON array in a fence', '```json\n["How efficient are heat pumps in winter?", "What do gas boilers cost to run?"]\n```'],
    ['a JSON object', '{"sub_questions": ["How efficient are heat pumps in winter?", "What do gas boilers cost to run?"]}'],
    ['Hermes tool calls written as text', '<tool_call>\n{"name": "browser.search", "arguments": {"query": "How efficient are heat pumps in winter?"}}\n</tool_call>'],
    ['Q-numbered lines', 'Q1: How efficient are heat pumps in winter?\nQ2: What do gas boilers cost to run?'],
  ])('%s', (_name, text) => {
    expect(parsePlan(text, Q)[0]).toBe('How efficient are heat pumps in winter?');
  });

  it('drops headings and duplicates, and keeps at most five', () => {
    const text = ['Sub-questions:', ...Array.from({ length: 7 }, (_, i) => `${i + 1}. What is fact number ${i} here?`), '8. What is fact number 0 here?'].join('\n');
    const plan = parsePlan(text, Q);
    expect(plan).toHaveLength(5);
    expect(plan[0]).toBe('What is fact number 0 here?');
  });

  it('falls back to the question itself when nothing is readable', () => {
    expect(parsePlan('I cannot help with that', Q)).toEqual([Q]);
    expect(parsePlan('', Q)).toEqual([Q]);
  });

  it('reads the plan back as the user edited it', () => {
    expect(planFromText('1. First one?\n\n- Second one?\n  Third one  \n')).toEqual(['First one?', 'Second one?', 'Third one']);
  });
});
