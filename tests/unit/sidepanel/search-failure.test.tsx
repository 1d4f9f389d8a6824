// @vitest-environment jsdom
import { render } from 'preact';
import { describe, expect, it, vi } from 'vitest';
import { searchFailure } from '../../../src/sidepanel/conversation/search-failure';
import { SearchFailureCard } from '../../../src/sidepanel/components/search-failure-card';
import { ActivityTimeline } from '../../../src/sidepanel/components/activity-timeline';
import type { ActivityStep } from '../../../src/sidepanel/conversation/types';
import type { SerializedError } from '../../../src/core/errors';
import { userText } from '../../../src/core/errors';

vi.mock('webextension-polyfill', () => ({ default: { runtime: { openOptionsPage: vi.fn(), getManifest: () => ({ permissions: [] }) } } }));

/** Both providers failed, as the pipeline reports it: SearXNG's limiter, then DuckDuckGo refusing. */
const bothFailed: SerializedError = {
  code: 'rate-limited',
  message: 'Search failed with every provider. SearXNG: Your SearXNG instance is rate-limiting Sidelight (429). DuckDuckGo: DuckDuckGo is refusing searches from this browser for now (403).',
  hint: 'Turn off server.limiter in the instance settings.yml (or allow your address in limiter.toml), or wait and retry.',
  userMessage: userText('errSearchAllFailed', [userText('errProviderSaid', 'SearXNG', userText('errSearxngLimiter')), userText('errProviderSaid', 'DuckDuckGo', userText('errDuckDuckGoRefusing', 403))]),
  userHint: userText('hintSearxngLimiter'),
};
const failedStep = (error: SerializedError): ActivityStep => ({ step: 1, kind: 'search', subject: 'solar', status: 'failed', error, outcome: error.message, startedAt: 1000, endedAt: 2000 });

function textOf(node: preact.ComponentChild): HTMLElement {
  const host = document.createElement('div');
  render(node, host);
  return host;
}

describe('a failed search, for a reader who runs no server', () => {
  it('offers Retry and another provider, not the instance admin’s settings.yml, with each provider’s reason in a disclosure', () => {
    const failure = searchFailure({ activity: [failedStep(bothFailed)] })!;
    expect(failure).toMatchObject({ step: 1, settingsCanFix: false, reasons: ['SearXNG: Your SearXNG instance is rate-limiting Sidelight (429).', 'DuckDuckGo: DuckDuckGo is refusing searches from this browser for now (403).'] });
    const host = textOf(<SearchFailureCard failure={failure} fromMemory onRetry={() => {}} />);
    const main = host.querySelector('.search-failure > p')!.textContent!;
    expect(main).toBe('The web search failed, so this answer is from the model’s memory. Try again, or choose another search provider.');
    expect([...host.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Retry', 'Choose another search provider']);
    const why = host.querySelector('details')!;
    expect(why.open).toBe(false);
    expect(why.querySelector('summary')!.textContent).toBe('What the search provider said');
    expect(why.textContent).toContain('server.limiter');
    // Said once: the instance's words are in the disclosure only.
    expect(host.textContent!.split('rate-limiting Sidelight').length - 1).toBe(1);
  });

  it('counts down to the moment the provider said to retry, with Retry disabled until then', () => {
    const now = Date.now();
    const step = { ...failedStep({ ...bothFailed, retryAfterSeconds: 30 }), endedAt: now };
    const host = textOf(<SearchFailureCard failure={searchFailure({ activity: [step] })!} fromMemory={false} onRetry={() => {}} />);
    const retry = host.querySelector('button')!;
    expect(retry.textContent).toMatch(/^Retry in (29|30) s$/);
    expect(retry.disabled).toBe(true);
    expect(host.querySelector('.search-failure > p')!.textContent).toMatch(/^A web search for this answer failed\. The search provider asked to wait (29|30) s/);
  });

  it('sends the reader to Settings only when a setting is the fix (a wrong address), saying the fix', () => {
    const wrongUrl: SerializedError = { code: 'not-found', message: 'SearXNG has no search endpoint at that address (404).', hint: 'Check the URL in Options.' };
    const failure = searchFailure({ activity: [failedStep(wrongUrl)] })!;
    expect(failure.settingsCanFix).toBe(true);
    const host = textOf(<SearchFailureCard failure={failure} fromMemory onRetry={undefined} />);
    expect([...host.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Open settings']);
    expect(host.querySelector('.search-failure > p')!.textContent).toContain('Check the URL in Options.');
  });

  it('leaves the timeline step its gist: the long error is not said again there', () => {
    const steps = [failedStep(bothFailed)];
    const explained = textOf(<ActivityTimeline steps={steps} live={false} explained={1} />);
    expect(explained.textContent).toContain('Search failed with every provider.');
    expect(explained.textContent).not.toContain('rate-limiting Sidelight');
    const alone = textOf(<ActivityTimeline steps={steps} live={false} />);
    expect(alone.textContent!.split('rate-limiting Sidelight').length - 1).toBe(1);
  });
});
