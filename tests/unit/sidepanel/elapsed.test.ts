import { describe, expect, it } from 'vitest';
import { formatElapsed, formatTicking, latestLine } from '../../../src/sidepanel/conversation/elapsed';
import { inLocale } from '../../support/chrome-i18n-stub';

describe('formatElapsed', () => {
  it('shows tenths under ten seconds, whole seconds, then minutes', () => {
    expect(formatElapsed(380)).toBe('0.3 s');
    expect(formatElapsed(9_999)).toBe('9.9 s');
    expect(formatElapsed(12_400)).toBe('12 s');
    expect(formatElapsed(125_000)).toBe('2 min 5 s');
    expect(formatElapsed(120_000)).toBe('2 min');
    expect(formatElapsed(-5)).toBe('<0.1 s');
    // A step served from the cache: never "0.0 s", as if it took no time.
    expect(formatElapsed(40)).toBe('<0.1 s');
    expect(formatElapsed(100)).toBe('0.1 s');
  });

  it('writes German with a decimal comma and "Min."', async () => {
    expect(await inLocale('de', () => [formatElapsed(380), formatElapsed(30), formatElapsed(125_000), formatElapsed(120_000), formatTicking(61_000)])).toEqual(['0,3 s', '<0,1 s', '2 Min. 5 s', '2 Min.', '1 Min. 1 s']);
  });
});

describe('latestLine', () => {
  it('is the last line with words in it', () => {
    expect(latestLine('First I search.\nThen I open the page.\n\n  ')).toBe('Then I open the page.');
    expect(latestLine('')).toBe('');
  });
});

describe('formatTicking', () => {
  it('counts whole seconds while something runs', () => {
    expect(formatTicking(12_900)).toBe('12 s');
    expect(formatTicking(400)).toBe('0 s');
    expect(formatTicking(61_000)).toBe('1 min 1 s');
  });
});
