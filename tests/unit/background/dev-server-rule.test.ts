import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeChrome } from './fake-chrome';

const settings = { model: { baseUrl: '' }, search: { searxngUrl: '' }, browsing: { allowedLocalHosts: [] } } as never;

describe("npm run dev's dev server", () => {
  beforeEach(() => {
    installFakeChrome();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is let through the local-host block for the extension only, and only when vite defines it', async () => {
    const { allowRulesFor } = await import('../../../src/background/net-rules/allow-rules');
    const { DEV_SERVER_URL } = await import('../../../src/background/net-rules/dev-server');
    // Unbuilt code (tests) and builds define no dev server.
    expect(DEV_SERVER_URL).toBeUndefined();
    expect(allowRulesFor(settings)).toEqual([]);
    const [rule, ...rest] = allowRulesFor(settings, 'http://localhost:5173');
    expect(rest).toEqual([]);
    expect(rule!.action.type).toBe('allow');
    expect(rule!.condition.initiatorDomains).toHaveLength(1);
    expect(JSON.stringify(rule!.condition)).toContain('localhost');
  });
});
