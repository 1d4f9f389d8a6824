import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings';
import { draftFromSettings, settingsFromDraft, validateDraft, withField, withText } from '../../../src/options/form-draft';

describe('options form draft', () => {
  it('round-trips settings unchanged', () => {
    const s = structuredClone(DEFAULT_SETTINGS);
    s.browsing.allowedLocalHosts = ['localhost:3000', '127.0.0.1:8080'];
    expect(settingsFromDraft(draftFromSettings(s))).toEqual(s);
  });

  it('reports an address that is not http(s) and a negative number, keyed by field', () => {
    let d = draftFromSettings(DEFAULT_SETTINGS);
    d = withField(d, 'model.baseUrl', 'ftp://localhost:11434');
    d = withText(d, 'browsing.maxToolSteps', '-3');
    const { errors } = validateDraft(d);
    expect(errors['model.baseUrl']).toMatch(/http/);
    expect(errors['browsing.maxToolSteps']).toMatch(/whole number/);
  });

  it('completes a server address typed without a scheme instead of refusing it', () => {
    let d = draftFromSettings(DEFAULT_SETTINGS);
    d = withField(d, 'model.baseUrl', 'localhost:11434');
    d = withField(d, 'search.searxngUrl', '127.0.0.1:8888/');
    const { settings, errors } = validateDraft(d);
    expect(errors['model.baseUrl']).toBeUndefined();
    expect(errors['search.searxngUrl']).toBeUndefined();
    expect(settings.model.baseUrl).toBe('http://localhost:11434');
    expect(settings.search.searxngUrl).toBe('http://127.0.0.1:8888');
  });

  it('does not coerce junk numbers', () => {
    const d = withText(draftFromSettings(DEFAULT_SETTINGS), 'browsing.viewWords', '12abc');
    expect(validateDraft(d).errors['browsing.viewWords']).toBeDefined();
  });

  it('parses lists typed with commas and new lines and trims URLs', () => {
    let d = draftFromSettings(DEFAULT_SETTINGS);
    d = withText(d, 'browsing.allowedLocalHosts', 'localhost:3000,\n 127.0.0.1:8080\n');
    d = withField(d, 'model.baseUrl', ' http://localhost:11434/ ');
    const { settings, errors } = validateDraft(d);
    expect(errors).toEqual({});
    expect(settings.browsing.allowedLocalHosts).toEqual(['localhost:3000', '127.0.0.1:8080']);
    expect(settings.model.baseUrl).toBe('http://localhost:11434');
  });

  it('does not mutate the draft it was given', () => {
    const d = draftFromSettings(DEFAULT_SETTINGS);
    withField(d, 'model.model', 'x');
    expect(d.settings.model.model).toBe('');
  });
});
