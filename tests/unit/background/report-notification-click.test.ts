import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const showReport = vi.fn(async (_id: string) => undefined);
vi.mock('../../../src/background/research/research-runner', () => ({ showReport }));
// The toolbar choice (side panel until read): stored settings are not this test's business.
vi.mock('../../../src/shared/settings-store', () => ({ loadSettings: async () => ({ toolbar: { opens: 'panel' } }) }));
const { reportNotificationClicked } = await import('../../../src/background/research/report-notification-click');

const PANEL = 'chrome-extension://sidelight/src/sidepanel/index.html?surface=tab';

/** The extension APIs the click uses; `open` is the browser's answer to sidePanel.open. */
function fakeChrome(open: (() => Promise<void>) | undefined, calls: string[], openTabs: { id: number; windowId: number; url: string }[] = []) {
  return {
    runtime: { getURL: (p: string) => `chrome-extension://sidelight/${p}` },
    ...(open
      ? {
          sidePanel: {
            open: (target: { windowId: number }) => {
              calls.push(`sidePanel.open ${target.windowId}`);
              return open();
            },
          },
        }
      : {}),
    tabs: {
      query: async () => openTabs,
      create: async ({ url }: { url: string }) => void calls.push(`tabs.create ${url}`),
      update: async (id: number, props: { active?: boolean }) => void calls.push(`tabs.update ${id} ${JSON.stringify(props)}`),
    },
    windows: { WINDOW_ID_CURRENT: -2, update: async (id: number) => void calls.push(`windows.update ${id}`) },
    notifications: { clear: async (id: string) => void calls.push(`clear ${id}`) },
  };
}

describe('clicking “report ready”', () => {
  beforeEach(() => showReport.mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('opens the side panel in the same turn as the click (its user gesture ends at the first await) and shows that job', async () => {
    const calls: string[] = [];
    vi.stubGlobal('chrome', fakeChrome(async () => undefined, calls));
    reportNotificationClicked('sidelight-research:job-7');
    // Synchronously: nothing awaited before the browser is asked.
    expect(calls[0]).toBe('sidePanel.open -2');
    expect(showReport).toHaveBeenCalledWith('job-7');
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual(['sidePanel.open -2', 'clear sidelight-research:job-7']);
  });

  it('opens the panel’s page in a tab when the side panel will not open (no gesture, no window)', async () => {
    const calls: string[] = [];
    vi.stubGlobal('chrome', fakeChrome(() => Promise.reject(new Error('`sidePanel.open()` may only be called in response to a user gesture.')), calls));
    reportNotificationClicked('sidelight-research:job-8');
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toContain(`tabs.create ${PANEL}`);
  });

  it('in Firefox, whose sidebar refuses a notification click, opens the panel’s page in a tab', async () => {
    const calls: string[] = [];
    vi.stubGlobal('chrome', fakeChrome(undefined, calls));
    vi.stubGlobal('browser', { sidebarAction: { open: () => Promise.reject(new Error('sidebarAction.open may only be called from a user input handler')) } });
    reportNotificationClicked('sidelight-research:job-9');
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toContain(`tabs.create ${PANEL}`);
    expect(showReport).toHaveBeenCalledWith('job-9');
  });

  it('brings an open chat tab to the front instead of opening a second one', async () => {
    const calls: string[] = [];
    const tabs = [
      { id: 3, windowId: 1, url: 'https://example.com/' },
      { id: 4, windowId: 2, url: `${PANEL}#chat=c1` },
    ];
    vi.stubGlobal('chrome', fakeChrome(() => Promise.reject(new Error('no window')), calls, tabs));
    reportNotificationClicked('sidelight-research:job-10');
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.filter((c) => c.startsWith('tabs.'))).toEqual(['tabs.update 4 {"active":true}']);
    expect(calls).toContain('windows.update 2');
  });

  it('ignores notifications that are not a report’s', () => {
    const calls: string[] = [];
    vi.stubGlobal('chrome', fakeChrome(async () => undefined, calls));
    reportNotificationClicked('someone-else:1');
    expect(calls).toEqual([]);
    expect(showReport).not.toHaveBeenCalled();
  });
});
