import { describe, expect, it } from 'vitest';
import { settingsFix } from '../../../src/sidepanel/conversation/failure-fix';
import type { ActivityStep } from '../../../src/sidepanel/conversation/types';
import { titleFromQuestion } from '../../../src/sidepanel/conversation/title';
import { inLocale } from '../../support/chrome-i18n-stub';

const step = (s: Partial<ActivityStep>): ActivityStep => ({ step: 1, kind: 'search', subject: 'q', status: 'done', ...s });

describe('settingsFix', () => {
  it('turns a failed search into a problem and the hint that fixes it', () => {
    const fix = settingsFix({
      activity: [
        step({ step: 1, status: 'done' }),
        step({ step: 2, status: 'failed', error: { code: 'rate-limited', message: 'Search failed with every provider. Brave: rate limited.', hint: 'Wait a minute, or add a key in Options → Search.' } }),
      ],
    });
    expect(fix).toEqual({ problem: 'Search failed with every provider.', fix: 'Wait a minute, or add a key in Options → Search.' });
  });

  it('prefers a search failure to a page failure, and gives a fix even without a hint', () => {
    const fix = settingsFix({
      activity: [
        step({ step: 1, kind: 'open', status: 'failed', error: { code: 'refused-url', message: 'Local address.', hint: 'Add it to Allowed local hosts in Options → Browsing.' } }),
        step({ step: 2, status: 'failed', error: { code: 'network', message: 'SearXNG did not answer.' } }),
      ],
    });
    expect(fix?.problem).toBe('Search failed: SearXNG did not answer.');
    expect(fix?.fix).toContain('Settings → Search');
  });

  it('says its own words in the reader’s language (German here)', async () => {
    const fix = await inLocale('de', () => settingsFix({ activity: [step({ status: 'failed', error: { code: 'network', message: 'SearXNG did not answer.' } })] }));
    expect(fix).toEqual({ problem: 'Suche fehlgeschlagen: SearXNG did not answer.', fix: 'Prüfen Sie den Suchanbieter unter Einstellungen → Suche, oder wählen Sie einen anderen.' });
    // An empty first line titles the conversation as the New chat button does.
    expect(await inLocale('de', () => titleFromQuestion('  \n'))).toBe('Neuer Chat');
  });

  it('names a page refusal only when a setting can lift it', () => {
    const allowed = step({ kind: 'open', status: 'failed', error: { code: 'refused-url', message: 'Local address.', hint: 'Add it to Allowed local hosts in Options → Browsing.' } });
    const dead = step({ kind: 'open', status: 'failed', error: { code: 'not-found', message: 'The page does not exist (404).', hint: 'Try another result.' } });
    expect(settingsFix({ activity: [allowed] })?.problem).toBe('Local address.');
    expect(settingsFix({ activity: [dead] })).toBeNull();
  });

  it('ignores failures that are the model’s own (a bad argument, a find that found nothing)', () => {
    expect(settingsFix({ activity: [step({ status: 'failed', outcome: 'query is required' }), step({ kind: 'find', status: 'failed', outcome: 'not found' })] })).toBeNull();
  });
});
