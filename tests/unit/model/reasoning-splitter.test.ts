import { describe, expect, it } from 'vitest';
import { ReasoningSplitter, type SplitText } from '../../../src/core/model/reasoning-splitter';

/** Feeds the pieces and folds the output as the agent does: a retract moves the content so far to the thinking. */
function run(pieces: string[]): { content: string; thinking: string; retracts: number } {
  const s = new ReasoningSplitter();
  let content = '';
  let thinking = '';
  let retracts = 0;
  const take = (r: SplitText) => {
    if (r.retract) {
      thinking += content;
      content = '';
      retracts++;
    }
    thinking += r.thinking;
    content += r.content;
  };
  for (const p of pieces) take(s.push(p));
  take(s.end());
  return { content, thinking, retracts };
}

/** Every way to cut `text` once and twice, and one character at a time. */
function splits(text: string): string[][] {
  const chars = Array.from(text);
  const out: string[][] = [[text], chars];
  for (let i = 1; i < chars.length; i++) {
    out.push([chars.slice(0, i).join(''), chars.slice(i).join('')]);
    for (let j = i + 1; j < chars.length; j += 3) out.push([chars.slice(0, i).join(''), chars.slice(i, j).join(''), chars.slice(j).join('')]);
  }
  return out;
}

const CASES: [string, string, { content: string; thinking: string }][] = [
  ['think tags', '<think>Weighing what the user wants…</think>\n\nParis is the capital.', { thinking: 'Weighing what the user wants…', content: 'Paris is the capital.' }],
  ['leading whitespace before the tag', '\n<think>\nplan\n</think>\nAnswer', { thinking: '\nplan\n', content: 'Answer' }],
  ['template opened the tag (R1 distills)', 'Okay, the user asks.\n</think>\n\nThe answer 【0†L1】.', { thinking: 'Okay, the user asks.\n', content: 'The answer 【0†L1】.' }],
  ['Magistral', '[THINK]short plan[/THINK]Done.', { thinking: 'short plan', content: 'Done.' }],
  ['Seed-OSS', '<seed:think>budget</seed:think>Yes.', { thinking: 'budget', content: 'Yes.' }],
  ['Kimi', '◁think▷hmm◁/think▷Ok', { thinking: 'hmm', content: 'Ok' }],
  ['harmony analysis then final', '<|channel|>analysis<|message|>Need facts.<|end|><|start|>assistant<|channel|>final<|message|>Here.', { thinking: 'Need facts.', content: 'Here.' }],
  [
    'harmony analysis then a commentary call',
    '<|channel|>analysis<|message|>Search.<|end|><|start|>assistant<|channel|>commentary to=functions.browser.search <|constrain|>json<|message|>{"query":"x"}<|call|>',
    { thinking: 'Search.', content: '<|start|>assistant<|channel|>commentary to=functions.browser.search <|constrain|>json<|message|>{"query":"x"}<|call|>' },
  ],
  ['a tool call after the reasoning', '<think>search first</think>\n<tool_call>\n{"name":"browser.search","arguments":{"query":"x"}}\n</tool_call>', { thinking: 'search first', content: '<tool_call>\n{"name":"browser.search","arguments":{"query":"x"}}\n</tool_call>' }],
  ['plain answer', 'Plain answer with <b>tags</b> and a < sign.', { thinking: '', content: 'Plain answer with <b>tags</b> and a < sign.' }],
  ['a tag mentioned later is text', 'Models write <think> blocks.', { thinking: '', content: 'Models write <think> blocks.' }],
  ['reasoning cut off by the output limit', '<think>still going', { thinking: 'still going', content: '' }],
  ['harmony commentary is not reasoning', '<|channel|>commentary<|message|>Looking it up.<|end|>', { thinking: '', content: '<|channel|>commentary<|message|>Looking it up.<|end|>' }],
  ['only whitespace', '  \n', { thinking: '', content: '  \n' }],
];

describe('ReasoningSplitter', () => {
  for (const [name, text, expected] of CASES) {
    it(`${name}: the same result at every chunk split`, () => {
      for (const pieces of splits(text)) {
        const r = run(pieces);
        expect({ content: r.content, thinking: r.thinking }, JSON.stringify(pieces)).toEqual(expected);
      }
    });
  }

  it('passes plain text on at once and holds back only what may be a marker', () => {
    const s = new ReasoningSplitter();
    expect(s.push('Hello')).toEqual({ content: 'Hello', thinking: '' });
    expect(s.push(' world </thi')).toEqual({ content: ' world ', thinking: '' });
    expect(s.push('s>')).toEqual({ content: '</this>', thinking: '' });
  });

  it('streams reasoning to the thinking as it arrives', () => {
    const s = new ReasoningSplitter();
    expect(s.push('<thi')).toEqual({ content: '', thinking: '' });
    expect(s.push('nk>Step one, ')).toEqual({ content: '', thinking: 'Step one, ' });
    expect(s.push('step two</th')).toEqual({ content: '', thinking: 'step two' });
    expect(s.push('ink>\n\nAnswer')).toEqual({ content: 'Answer', thinking: '' });
  });

  it('says once that the text shown so far was reasoning when a lone closing tag comes', () => {
    const r = run(['Let me think', ' about it.', '</think>', 'Answer.']);
    expect(r).toEqual({ content: 'Answer.', thinking: 'Let me think about it.', retracts: 1 });
  });

  it('starts inside the reasoning once a lone closing tag was met (later rounds of the same answer)', () => {
    const first = new ReasoningSplitter();
    first.push('plan </think> answer');
    expect(first.openedInPrompt).toBe('</think>');
    const next = new ReasoningSplitter(first.openedInPrompt);
    expect(next.push('More plan')).toEqual({ content: '', thinking: 'More plan' });
    expect(next.push('</think>\n\nThe answer.')).toEqual({ content: 'The answer.', thinking: '' });
    // Cut off by the output limit before the tag: still reasoning, not an answer.
    const cut = new ReasoningSplitter('</think>');
    cut.push('Still thinking');
    expect(cut.end()).toEqual({ content: '', thinking: '' });
  });
});
