// @vitest-environment jsdom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings';

const saved = vi.hoisted(() => [] as unknown[]);
vi.mock('../../../src/shared/settings-store', () => ({
  saveSettings: async (s: unknown) => {
    saved.push(s);
    return {};
  },
  loadSettings: async () => DEFAULT_SETTINGS,
  watchSettings: () => () => {},
}));

const { askInPanel, openQuestion } = await import('../../../src/sidepanel/approval/open-question-state');
const { OpenQuestionPrompt } = await import('../../../src/sidepanel/approval/open-question');
const { urlParts } = await import('../../../src/sidepanel/approval/url-parts');
const { settings } = await import('../../../src/sidepanel/state/settings-state');

const LEAK = 'https://collect.example/c?d=4711';

function showPrompt(): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  act(() => render(<OpenQuestionPrompt />, host));
  return host;
}

function button(host: HTMLElement, name: string): HTMLButtonElement {
  const found = [...host.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button “${name}”`);
  return found;
}

beforeEach(() => {
  saved.length = 0;
  settings.value = DEFAULT_SETTINGS;
  document.body.innerHTML = '';
});

describe('urlParts', () => {
  it('cuts the parser’s href around the host the request goes to', () => {
    expect(urlParts('https://Docs.Example:8443/a?b=c#d')).toEqual({ before: 'https://', host: 'docs.example:8443', after: '/a?b=c#d' });
    expect(urlParts('https://known.example@evil.example/x')).toEqual({ before: 'https://known.example@', host: 'evil.example', after: '/x' });
    expect(urlParts('https://user:pw@bücher.example/')).toEqual({ before: 'https://user:pw@', host: 'xn--bcher-kva.example', after: '/' });
  });
});

describe('the question before a made-up address is opened', () => {
  it('shows the whole address with its host marked in a labelled group, focuses Deny, and Deny answers deny', async () => {
    const answer = askInPanel({ url: LEAK, host: 'collect.example', step: 2 }, new AbortController().signal);
    const host = showPrompt();
    await act(async () => {});
    const group = host.querySelector('[role="group"]')!;
    expect(document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent).toBe('Open an address the model wrote itself?');
    expect(group.querySelector('.open-question__url')!.textContent).toBe(LEAK);
    expect(group.querySelector('mark')!.textContent).toBe('collect.example');
    expect(document.activeElement).toBe(button(host, 'Deny'));
    expect([...host.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Allow once', 'Don’t ask again for collect.example', 'Deny']);
    await act(async () => button(host, 'Deny').click());
    await expect(answer).resolves.toBe('deny');
    expect(openQuestion.value).toBeNull();
    expect(host.querySelector('[role="group"]')).toBeNull();
    expect(saved).toEqual([]);
  });

  it('answers once without keeping anything', async () => {
    const answer = askInPanel({ url: LEAK, host: 'collect.example', step: 1 }, new AbortController().signal);
    const host = showPrompt();
    await act(async () => button(host, 'Allow once').click());
    await expect(answer).resolves.toBe('once');
    expect(saved).toEqual([]);
  });

  it('keeps “Don’t ask again” for the host in the settings', async () => {
    const answer = askInPanel({ url: LEAK, host: 'collect.example', step: 1 }, new AbortController().signal);
    const host = showPrompt();
    await act(async () => button(host, 'Don’t ask again for collect.example').click());
    await expect(answer).resolves.toBe('always');
    expect(settings.value.browsing.openWithoutAsking).toEqual(['collect.example']);
    expect(saved).toHaveLength(1);
  });

  it('goes away on Stop, which rejects as an abort', async () => {
    const ctrl = new AbortController();
    const answer = askInPanel({ url: LEAK, host: 'collect.example', step: 1 }, ctrl.signal);
    const host = showPrompt();
    ctrl.abort();
    await expect(answer).rejects.toMatchObject({ code: 'aborted' });
    await act(async () => {});
    expect(host.querySelector('[role="group"]')).toBeNull();
  });
});
