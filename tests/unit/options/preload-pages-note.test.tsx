// @vitest-environment jsdom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import type { LevelOfControl } from '../../../src/core/net/network-prediction';
import { PreloadPagesNote } from '../../../src/options/sections/preload-pages-note';

const settingOf = (value: boolean, levelOfControl: LevelOfControl) => ({ get: () => Promise.resolve({ value, levelOfControl }) }) as unknown as Pick<chrome.types.ChromeSetting<boolean>, 'get'>;

async function shown(setting: ReturnType<typeof settingOf> | undefined): Promise<HTMLElement> {
  const root = document.createElement('ul');
  await act(async () => {
    render(<PreloadPagesNote setting={setting} />, root);
    await Promise.resolve();
  });
  return root;
}

describe('the Preload pages note in Options → Privacy', () => {
  it('says Sidelight switches Preload pages off while the model has a page open, and that the setting comes back', async () => {
    const root = await shown(settingOf(true, 'controllable_by_this_extension'));
    expect(root.textContent).toContain('switches the browser’s “Preload pages” off');
    expect(root.textContent).toContain('Your own setting comes back when the tab closes');
    expect(root.querySelector('[role="status"]')).toBeNull();
  });
  it('says so when a policy keeps it on', async () => {
    const root = await shown(settingOf(true, 'not_controllable'));
    expect(root.querySelector('[role="status"]')?.textContent).toContain('set by your administrator, so Sidelight cannot switch it off');
  });
  it('says so when another extension keeps it on', async () => {
    const root = await shown(settingOf(true, 'controlled_by_other_extensions'));
    expect(root.querySelector('[role="status"]')?.textContent).toContain('controlled by another extension, so Sidelight cannot switch it off');
  });
  it('warns of nothing when another extension keeps it off', async () => {
    const root = await shown(settingOf(false, 'controlled_by_other_extensions'));
    expect(root.querySelector('[role="status"]')).toBeNull();
  });
  it('shows nothing where the browser has no such setting (Firefox)', async () => {
    const root = await shown(undefined);
    expect(root.textContent).toBe('');
  });
});
