// @vitest-environment jsdom
import { render } from 'preact';
import { createRef } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPrompts } from '../../../src/core/prompts/default-prompts';

vi.mock('webextension-polyfill', () => ({ default: { tabs: { create: vi.fn() }, runtime: { getURL: (p: string) => p } } }));
vi.mock('../../../src/shared/prompt-library-store', () => ({
  loadPromptLibrary: async () =>
    defaultPrompts({
      summarizeName: 'Summarize',
      summarizeText: 'Summarize {selection}.',
      explainName: 'Explain',
      explainText: 'Explain {selection}.',
      translateName: 'Translate to …',
      translateText: 'Translate {selection} to {language}.',
      rephraseName: 'Rephrase',
      rephraseText: 'Rephrase {selection}.',
    }),
  watchPromptLibrary: () => () => {},
  selectionReference: () => 'the selected text',
}));

// jsdom lays nothing out, so it has no scrollIntoView; the list calls it to keep the active option in view.
Element.prototype.scrollIntoView = () => {};

const { SlashList } = await import('../../../src/sidepanel/components/slash-menu');
const { composerText } = await import('../../../src/sidepanel/state/composer-state');

/** Long enough for Preact's effects, which run after the next frame (or a 100 ms fallback without frames). */
const afterEffects = () => new Promise((r) => setTimeout(r, 150));
/** One turn of microtasks: Preact has rendered a signal's change, its effects have not run yet. */
const afterRender = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

let host: HTMLElement;
afterEach(() => {
  render(null, host);
  host.remove();
  composerText.value = '';
});

function mount() {
  host = document.createElement('div');
  document.body.append(host);
  const input = createRef<HTMLTextAreaElement>();
  render(
    <>
      <textarea ref={input} aria-label="Message" />
      <SlashList input={input} />
    </>,
    host,
  );
  return input;
}

const key = (el: HTMLElement, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
const names = () => [...host.querySelectorAll('[role=option] .slash-name')].map((n) => n.textContent);

describe('the / list under fast keys', () => {
  it('moves within the list as filtered now, when an arrow comes before the effects of the last letter ran', async () => {
    composerText.value = '/';
    const input = mount();
    await afterEffects();
    expect(names()).toContain('Summarize');
    composerText.value = '/re';
    await afterRender();
    expect(names()).toEqual(['Rephrase', '/research', 'Edit prompts…']);
    key(input.current!, 'ArrowDown');
    await afterEffects();
    expect(input.current!.getAttribute('aria-activedescendant')).toBe('slash-option-1');
    expect(host.querySelector('#slash-option-1 .slash-name')?.textContent).toBe('/research');
  });

  it('chooses from the list as filtered now when Enter follows the last letter at once', async () => {
    composerText.value = '/';
    const input = mount();
    await afterEffects();
    composerText.value = '/reph';
    await afterRender();
    expect(key(input.current!, 'Enter')).toBe(false);
    expect(composerText.value).toBe('Rephrase {selection}.');
  });
});
