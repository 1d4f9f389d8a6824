// @vitest-environment jsdom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { answerLinkIsSource } from '../../../src/sidepanel/approval/answer-link';

const created = vi.hoisted(() => [] as string[]);
vi.mock('webextension-polyfill', () => ({
  default: {
    tabs: { query: async () => [], create: async ({ url }: { url: string }) => void created.push(url), update: async () => ({}) },
    windows: { update: async () => ({}) },
  },
}));
const { AnswerBody } = await import('../../../src/sidepanel/components/answer-body');

const SOURCE = 'https://site0.example/article';
const LEAK = 'https://collect.example/c?d=4711';
const numbers = new Map([[SOURCE, 1]]);

function renderAnswer(): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  act(() => render(<AnswerBody turnId="t" answer={`See [the report](${LEAK}) and [the article](${SOURCE}).`} citations={[]} numbers={numbers} />, root));
  return root;
}

const link = (root: HTMLElement, text: string) => [...root.querySelectorAll('a')].find((a) => a.textContent === text)!;
const button = (root: HTMLElement, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === text)!;

describe('links the model writes into its answer', () => {
  it('open on a click when they are a source, exactly and without a fragment', () => {
    expect(answerLinkIsSource(SOURCE, numbers)).toBe(true);
    expect(answerLinkIsSource(`${SOURCE}?d=4711`, numbers)).toBe(false);
    expect(answerLinkIsSource(`${SOURCE}#4711`, numbers)).toBe(false);
    expect(answerLinkIsSource(LEAK, numbers)).toBe(false);
  });

  it('ask first, with the whole address shown, when they are not; Cancel opens nothing, Open opens it', async () => {
    created.length = 0;
    const root = renderAnswer();
    await act(async () => link(root, 'the article').click());
    expect(created).toEqual([SOURCE]);

    await act(async () => link(root, 'the report').click());
    const group = root.querySelector('[role="group"]')!;
    expect(group.getAttribute('aria-label')).toBe('Open a link the model wrote?');
    expect(group.querySelector('.open-question__url')!.textContent).toBe(LEAK);
    expect(group.querySelector('mark')!.textContent).toBe('collect.example');
    expect(document.activeElement).toBe(button(root, 'Cancel'));
    expect(created).toEqual([SOURCE]);
    await act(async () => button(root, 'Cancel').click());
    expect(root.querySelector('[role="group"]')).toBeNull();
    expect(created).toEqual([SOURCE]);

    await act(async () => link(root, 'the report').click());
    await act(async () => button(root, 'Open').click());
    expect(created).toEqual([SOURCE, LEAK]);
    expect(root.querySelector('[role="group"]')).toBeNull();
  });
});
