// @vitest-environment jsdom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { draftFromSettings } from '../../../src/options/form-draft';
import { OpenWithoutAsking } from '../../../src/options/sections/open-without-asking';
import { DEFAULT_SETTINGS, validateSettings } from '../../../src/shared/settings';

const withHosts = (openWithoutAsking: string[]) => draftFromSettings({ ...DEFAULT_SETTINGS, browsing: { ...DEFAULT_SETTINGS.browsing, openWithoutAsking } });

describe('the hosts the panel does not ask about, on the options page', () => {
  it('lists each host with a Remove button named for it, which takes only that host off', () => {
    const root = document.createElement('div');
    const setField = vi.fn();
    act(() => render(<OpenWithoutAsking draft={withHosts(['wiki.example', 'docs.example'])} setField={setField} />, root));
    const group = root.querySelector('[role="group"]')!;
    expect(root.querySelector(`#${group.getAttribute('aria-labelledby')}`)!.textContent).toBe('Sites the model may open any address on without asking');
    expect([...root.querySelectorAll('li span')].map((s) => s.textContent)).toEqual(['wiki.example', 'docs.example']);
    const buttons = [...root.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['Remove wiki.example', 'Remove docs.example']);
    act(() => buttons[0]!.click());
    expect(setField).toHaveBeenCalledWith('browsing.openWithoutAsking', ['docs.example']);
  });

  it('says the panel asks every time when there are none, and offers no way to stop asking everywhere', () => {
    const root = document.createElement('div');
    act(() => render(<OpenWithoutAsking draft={withHosts([])} setField={() => {}} />, root));
    expect(root.textContent).toContain('None: the panel asks every time.');
    expect(root.querySelectorAll('input, button')).toHaveLength(0);
  });

  it('is empty by default, and a stored entry that is no host name is refused', () => {
    expect(DEFAULT_SETTINGS.browsing.openWithoutAsking).toEqual([]);
    expect(validateSettings({ ...DEFAULT_SETTINGS, browsing: { ...DEFAULT_SETTINGS.browsing, openWithoutAsking: ['*'] } })['browsing.openWithoutAsking']).toBeDefined();
    expect(validateSettings({ ...DEFAULT_SETTINGS, browsing: { ...DEFAULT_SETTINGS.browsing, openWithoutAsking: ['wiki.example'] } })['browsing.openWithoutAsking']).toBeUndefined();
  });
});
