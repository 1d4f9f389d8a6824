import { describe, expect, it } from 'vitest';
import { normalizeSettings } from '../../../src/shared/settings';

describe('the toolbar button setting', () => {
  it('opens the side panel unless the chat in a tab was chosen', () => {
    expect(normalizeSettings({}).toolbar.opens).toBe('panel');
    expect(normalizeSettings({ toolbar: { opens: 'tab' } }).toolbar.opens).toBe('tab');
  });

  it('reads a value this version does not know (a newer one wrote it) as the side panel', () => {
    expect(normalizeSettings({ toolbar: { opens: 'window' } }).toolbar.opens).toBe('panel');
  });
});
