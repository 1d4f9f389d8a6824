import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageDocument } from '../../../src/core/document/types';
import { SidelightError } from '../../../src/core/errors';
import type { FetchPageOptions } from '../../../src/core/net/fetch-page';

/** The browser-facing pieces of openPage, replaced: what is tested is which path a page takes. */
const fetchImpl = vi.fn<(url: string, opts: FetchPageOptions) => Promise<PageDocument>>();
const openInTab = vi.fn<(url: string, opts: { agent?: unknown }) => Promise<PageDocument>>();
const holdsCookies = vi.fn(async (_url: string) => false);
const writeCached = vi.fn(async () => {});
/** Firefox (agent tabs in a container of their own) or Chromium. */
let firefox = false;

vi.mock('../../../src/shared/settings-store', () => ({
  loadSettings: async () => ({ browsing: { allowedLocalHosts: [], fetchTimeoutSeconds: 5, tabTimeoutSeconds: 5, cacheHours: 24, storageCapMB: 10 } }),
}));
vi.mock('../../../src/background/open-page/cache', () => ({ readCached: async () => null, writeCached: (...a: unknown[]) => writeCached(...(a as [])) }));
vi.mock('../../../src/background/open-page/fetch-path', () => ({ openByFetch: (url: string, opts: FetchPageOptions) => fetchImpl(url, opts) }));
vi.mock('../../../src/background/open-page/tab-path', () => ({ openInTab: (url: string, opts: { agent?: unknown }) => openInTab(url, opts) }));
vi.mock('../../../src/background/open-page/site-cookies', () => ({ holdsCookies: (url: string) => holdsCookies(url) }));
vi.mock('../../../src/background/net-rules/network-rules', () => ({ networkRulesReady: async () => {} }));
vi.mock('../../../src/background/net-rules/grants', () => ({ withGrant: (_u: string[], work: () => Promise<unknown>) => work() }));
vi.mock('../../../src/background/net-guard/hop-guard', () => ({ createHopGuard: () => ({}) }));
vi.mock('../../../src/background/open-page/agent-container', async (real) => ({
  ...(await real<typeof import('../../../src/background/open-page/agent-container')>()),
  agentTabsNeedContainer: () => firefox,
}));

const { openPage } = await import('../../../src/background/open-page/open-page');
const { noContainerError } = await import('../../../src/background/open-page/agent-container');

function doc(url: string, text: string): PageDocument {
  return { title: 'Page', url, lines: text.split('\n'), links: [], path: 'readability', contentType: 'text/html' };
}
const THIN = 'Loading…';
const WALL = `Please sign in to continue. ${'Our newsletter covers many topics every week. '.repeat(8)}`;
const RICH = `${'The rendered article has plenty of words about tidal energy and turbines. '.repeat(10)}`;

const open = (url: string, origin: 'model' | 'user') => openPage({ url, origin }, new AbortController().signal);

describe('openPage never gives the model the user’s logins', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    firefox = false;
    holdsCookies.mockResolvedValue(false);
    openInTab.mockImplementation(async (url) => doc(url, RICH));
  });

  it('answers a 401/403 to the model with the error, not a logged-in tab', async () => {
    fetchImpl.mockRejectedValue(new SidelightError('unauthorized', 'mail.example wants a login (HTTP 401).', { status: 401 }));
    await expect(open('https://mail.example/inbox', 'model')).rejects.toMatchObject({ code: 'unauthorized' });
    expect(openInTab).not.toHaveBeenCalled();
  });

  it('gives the model a sign-in page as read, logged out, with a note saying so', async () => {
    fetchImpl.mockImplementation(async (url) => doc(url, WALL));
    const got = await open('https://news.example/story', 'model');
    expect(openInTab).not.toHaveBeenCalled();
    expect(got.lines.at(-1)).toContain('asks for a login');
  });

  it('renders a script-written page in an agent tab (logged out) and says so', async () => {
    fetchImpl.mockImplementation(async (url) => doc(url, THIN));
    const got = await open('https://app.example/', 'model');
    expect(openInTab).toHaveBeenCalledWith('https://app.example/', expect.objectContaining({ agent: { allowedLocalHosts: [] } }));
    expect(got.lines.at(-1)).toContain('read this page logged out');
  });

  it('does not render a site this browser holds cookies for', async () => {
    fetchImpl.mockImplementation(async (url) => doc(url, THIN));
    holdsCookies.mockResolvedValue(true);
    const got = await open('https://mail.example/app', 'model');
    expect(openInTab).not.toHaveBeenCalled();
    expect(got.lines.at(-1)).toContain('did not run its scripts');
  });

  it('renders a site the browser holds cookies for in Firefox, whose agent tab has a container of its own', async () => {
    firefox = true;
    fetchImpl.mockImplementation(async (url) => doc(url, THIN));
    holdsCookies.mockResolvedValue(true);
    const got = await open('https://mail.example/app', 'model');
    expect(openInTab).toHaveBeenCalledWith('https://mail.example/app', expect.objectContaining({ agent: { allowedLocalHosts: [] } }));
    expect(got.lines.at(-1)).toContain('read this page logged out');
  });

  it('reads the page as fetched, and says why, when Firefox gives the agent tab no container', async () => {
    firefox = true;
    fetchImpl.mockImplementation(async (url) => doc(url, THIN));
    openInTab.mockRejectedValue(noContainerError('https://app.example/', 'Contextual identities are currently disabled'));
    const got = await open('https://app.example/', 'model');
    expect(got.lines.join(' ')).toContain(THIN);
    expect(got.lines.at(-1)).toContain('containers are switched off or unavailable');
    // Asked for the tab path itself, the model is told it was not rendered, never given a tab without a container.
    await expect(openPage({ url: 'https://app.example/', origin: 'model', via: 'tab' }, new AbortController().signal)).rejects.toMatchObject({ code: 'forbidden', message: expect.stringContaining('no container') });
  });

  it('on Chromium fetches a page asked for the tab first (public addresses only), and opens no tab when that is refused', async () => {
    fetchImpl.mockImplementation(async (url) => doc(url, RICH));
    const got = await openPage({ url: 'https://app.example/', origin: 'model', via: 'tab' }, new AbortController().signal);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(openInTab).toHaveBeenCalledWith('https://app.example/', expect.objectContaining({ agent: { allowedLocalHosts: [] } }));
    expect(got.lines.join(' ')).toContain('tidal energy');
    vi.clearAllMocks();
    fetchImpl.mockRejectedValue(new SidelightError('refused-url', 'Refused: router.attacker.example is on this computer or your local network, or reached through a proxy; nothing was sent to it.'));
    await expect(openPage({ url: 'http://router.attacker.example/', origin: 'model', via: 'tab' }, new AbortController().signal)).rejects.toMatchObject({ code: 'refused-url' });
    expect(openInTab).not.toHaveBeenCalled();
  });

  it('never falls back to a tab when the final host differs from the requested one', async () => {
    fetchImpl.mockImplementation(async (_url, opts) => {
      opts.onFinalUrl?.('https://elsewhere.example/landing');
      return doc('https://elsewhere.example/landing', THIN);
    });
    await open('https://short.example/x', 'model');
    expect(openInTab).not.toHaveBeenCalled();
    fetchImpl.mockImplementation(async (_url, opts) => {
      opts.onFinalUrl?.('https://elsewhere.example/login');
      throw new SidelightError('unauthorized', 'login', { status: 401 });
    });
    await expect(open('https://short.example/y', 'user')).rejects.toMatchObject({ code: 'unauthorized' });
    expect(openInTab).not.toHaveBeenCalled();
  });

  it('lets the user’s own link fall back to their logged-in tab, and keeps that page out of the cache', async () => {
    fetchImpl.mockRejectedValue(new SidelightError('forbidden', 'login', { status: 403 }));
    const got = await open('https://mail.example/inbox', 'user');
    expect(openInTab).toHaveBeenCalledWith('https://mail.example/inbox', expect.not.objectContaining({ agent: expect.anything() }));
    expect(got.lines.join(' ')).toContain('tidal energy');
    expect(writeCached).not.toHaveBeenCalled();
  });
});
