import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeChrome } from './fake-chrome';

/** Fresh module state per test: the rule modules keep the agent tabs and grants in memory. */
async function load() {
  vi.resetModules();
  return {
    grants: await import('../../../src/background/net-rules/grants'),
    local: await import('../../../src/background/net-rules/local-block'),
    allow: await import('../../../src/background/net-rules/allow-rules'),
    origin: await import('../../../src/background/model-origin'),
  };
}

const settings = (baseUrl: string, allowedLocalHosts: string[] = []) =>
  ({ model: { baseUrl }, search: { searxngUrl: 'http://127.0.0.1:8888' }, browsing: { allowedLocalHosts } }) as never;

describe('network rules', () => {
  let fake: ReturnType<typeof installFakeChrome>;
  beforeEach(() => {
    fake = installFakeChrome();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('run one at a time: overlapping updates neither reuse an id nor lose a rule', async () => {
    const { grants, local, origin } = await load();
    const ids = await Promise.all([
      grants.grantServers(['http://localhost:11434']),
      grants.grantServers(['http://localhost:8080']),
      local.guardAgentTab(7),
      origin.applyModelOriginFromSettings(settings('http://10.9.9.9:11434')),
      grants.grantServers(['http://localhost:1234', 'http://localhost:8000']),
      local.guardAgentTab(8),
      local.installExtensionBlock(),
    ]);
    const all = fake.rules().map((r) => r.id);
    expect(new Set(all).size).toBe(all.length);
    const originRules = fake.rules().filter((r) => r.action.requestHeaders?.some((h) => h.header === 'origin'));
    expect(originRules.map((r) => r.condition.urlFilter).sort()).toEqual(
      ['|http://10.9.9.9:11434/', '|http://localhost:11434/', '|http://localhost:1234/', '|http://localhost:8000/', '|http://localhost:8080/'].sort(),
    );
    const tabRules = fake.rules().filter((r) => r.condition.tabIds);
    expect(tabRules.length).toBeGreaterThan(10);
    for (const r of tabRules) expect(r.condition.tabIds).toEqual([7, 8]);
    // Releasing the grants leaves exactly the configured server's rule.
    await Promise.all(ids.filter((x): x is string => typeof x === 'string').map((g) => grants.releaseGrant(g)));
    expect(fake.rules().filter((r) => r.action.requestHeaders?.some((h) => h.header === 'origin')).map((r) => [r.id, r.condition.urlFilter])).toEqual([[100, '|http://10.9.9.9:11434/']]);
  });

  it('put an agent tab under its block and credential rules in one atomic update, and keep both after it closed', async () => {
    const { local } = await load();
    const update = vi.spyOn(chrome.declarativeNetRequest, 'updateSessionRules');
    await local.guardAgentTab(7);
    expect(update).toHaveBeenCalledTimes(1);
    const added = update.mock.calls[0]![0].addRules ?? [];
    expect(added.some((r) => r.action.type === 'block' && r.condition.tabIds?.includes(7))).toBe(true);
    expect(added.some((r) => r.action.requestHeaders?.some((h) => h.header === 'cookie') && r.condition.tabIds?.includes(7))).toBe(true);
    const whileOpen = fake.rules();
    // A pagehide keepalive fetch or sendBeacon outlives the tab: the closed tab keeps every rule.
    await local.releaseAgentTab(7);
    expect(update).toHaveBeenCalledTimes(2);
    expect(fake.rules()).toEqual(whileOpen);
    await local.guardAgentTab(8);
    await local.releaseAgentTab(8);
    for (const r of fake.rules().filter((x) => x.condition.tabIds)) expect(r.condition.tabIds).toEqual([7, 8]);
  });

  it('block every WebSocket and WebTransport of agent tabs, above every allow rule', async () => {
    const { local, allow } = await load();
    await allow.applyAllowRules(settings('http://localhost:11434', ['127.0.0.1:3000']));
    await local.guardAgentTab(42);
    const sockets = fake.rules().find((r) => r.action.type === 'block' && r.condition.resourceTypes?.includes('websocket' as never) && !r.condition.regexFilter && !r.condition.requestDomains)!;
    expect(sockets.condition).toEqual({ tabIds: [42], resourceTypes: ['websocket', 'webtransport'] });
    expect(Math.max(...fake.rules().filter((r) => r.action.type === 'allow').map((r) => r.priority!))).toBeLessThan(sockets.priority!);
  });

  it('drop Link headers, turn DNS prefetch off and mark agent documents for the side-channel script', async () => {
    const { local } = await load();
    await local.guardAgentTab(42);
    const headers = fake.rules().flatMap((r) => (r.action.responseHeaders ?? []).map((h) => ({ ...h, types: r.condition.resourceTypes, tabIds: r.condition.tabIds })));
    expect(headers.find((h) => h.header === 'link')).toMatchObject({ operation: 'remove', tabIds: [42] });
    expect(headers.find((h) => h.header === 'x-dns-prefetch-control')).toMatchObject({ operation: 'set', value: 'off' });
    const mark = headers.find((h) => h.header === 'permissions-policy')!;
    expect(mark).toMatchObject({ operation: 'set', value: 'serial=("https://agent-tab.sidelight.invalid")', types: ['main_frame', 'sub_frame'] });
  });

  it('switch scripts off while an agent tab is probed for stored state, and back on for its second load', async () => {
    const { local } = await load();
    await local.guardAgentTab(42, { probe: true, host: 'attacker.example' });
    const probe = () => fake.rules().filter((r) => r.action.responseHeaders?.some((h) => h.value === "script-src 'none'"));
    expect(probe()).toHaveLength(1);
    expect(probe()[0]!.condition).toEqual({ tabIds: [42], resourceTypes: ['main_frame', 'sub_frame'] });
    await local.setProbing(42, false);
    expect(probe()).toEqual([]);
  });

  it('keep an agent tab’s navigations on the host it was opened on, subdomains included', async () => {
    const { local } = await load();
    await local.guardAgentTab(42, { host: 'attacker.example' });
    const nav = fake.rules().filter((r) => r.action.type === 'block' && r.condition.resourceTypes?.length === 1 && r.condition.resourceTypes[0] === 'main_frame');
    expect(nav.map((r) => r.condition.excludedRequestDomains ?? null)).toEqual([['attacker.example'], null]);
    const sub = new RegExp(nav[1]!.condition.regexFilter!);
    expect(sub.test('http://router.attacker.example/admin')).toBe(true);
    expect(sub.test('http://router.attacker.example:8080')).toBe(true);
    expect(sub.test('http://attacker.example/next')).toBe(false);
    expect(sub.test('http://notattacker.example/')).toBe(false);
    expect(Math.max(...fake.rules().filter((r) => r.action.type === 'allow').map((r) => r.priority!), 0)).toBeLessThan(nav[0]!.priority!);
    await local.releaseAgentTab(42);
    expect(fake.rules().filter((r) => r.condition.resourceTypes?.length === 1 && r.condition.resourceTypes[0] === 'main_frame')).toEqual([]);
  });

  it('block a name learnt to lead to a private address for every agent tab, open or closed, from the moment it is learnt', async () => {
    const { local } = await load();
    const seen = await import('../../../src/background/net-guard/private-hosts-seen');
    local.blockLearntPrivateHosts();
    const learnt = () => fake.rules().filter((r) => r.action.type === 'block' && r.condition.requestDomains?.includes('router.attacker.example'));
    await local.guardAgentTab(42);
    await local.releaseAgentTab(42);
    await local.guardAgentTab(43);
    expect(learnt()).toEqual([]);
    seen.rememberPrivateHost('Router.Attacker.Example.');
    await vi.waitFor(() => expect(learnt()).toHaveLength(1));
    expect(learnt()[0]!.condition).toMatchObject({ requestDomains: ['router.attacker.example'], tabIds: [43, 42] });
    expect(learnt()[0]!.condition.resourceTypes).toContain('xmlhttprequest');
    expect(learnt()[0]!.condition.resourceTypes).toContain('image');
    // Later agent tabs get it too.
    await local.guardAgentTab(44);
    expect(learnt()[0]!.condition.tabIds).toContain(44);
    // A name only the browser refused (a proxy refuses alike) goes when Allowed local hosts change.
    seen.rememberPrivateHost('nas.example', 'refused-by-browser');
    await vi.waitFor(() => expect(learnt()[0]!.condition.requestDomains).toEqual(['router.attacker.example', 'nas.example']));
    const { applySettingsRules } = await import('../../../src/background/net-rules/network-rules');
    await applySettingsRules(settings('http://localhost:11434'));
    await applySettingsRules(settings('http://localhost:11434', ['10.0.0.8']));
    await vi.waitFor(() => expect(learnt()[0]!.condition.requestDomains).toEqual(['router.attacker.example']));
  });

  it('register the MAIN-world side-channel script while an agent tab is open, in every frame before page scripts', async () => {
    const { local } = await load();
    await local.guardAgentTab(1);
    await local.guardAgentTab(2);
    expect(fake.scripts()).toHaveLength(1);
    expect(fake.scripts()[0]).toMatchObject({ js: ['content/side-channel-guard.js'], world: 'MAIN', runAt: 'document_start', allFrames: true, matchOriginAsFallback: true });
    await local.releaseAgentTab(1);
    expect(fake.scripts()).toHaveLength(1);
    await local.releaseAgentTab(2);
    expect(fake.scripts()).toEqual([]);
  });

  it('keep one Origin rule with a fixed id, replaced when the URL changes and removed when it is cleared', async () => {
    const { origin } = await load();
    await origin.applyModelOriginFromSettings(settings('http://10.9.9.9:11434/v1'));
    await origin.applyModelOriginFromSettings(settings('http://localhost:8080'));
    expect(fake.rules().map((r) => [r.id, r.condition.urlFilter, r.priority])).toEqual([[100, '|http://localhost:8080/', 3]]);
    await origin.applyModelOriginFromSettings(settings(''));
    expect(fake.rules()).toEqual([]);
  });

  it('strip cookies and Authorization for agent tabs, above every allow rule', async () => {
    const { local, allow } = await load();
    await allow.applyAllowRules(settings('http://localhost:11434', ['127.0.0.1:3000']));
    await local.guardAgentTab(42);
    const strip = fake.rules().find((r) => r.action.type === 'modifyHeaders')!;
    expect(strip.condition.tabIds).toEqual([42]);
    expect(strip.condition.resourceTypes).toContain('main_frame');
    expect(strip.action.requestHeaders!.map((h) => h.header).sort()).toEqual(['authorization', 'cache-control', 'cookie', 'pragma']);
    // Nothing from the user's HTTP cache: every request of the tab goes to the network.
    expect(strip.action.requestHeaders!.filter((h) => h.operation === 'set').map((h) => [h.header, h.value])).toEqual([
      ['cache-control', 'no-cache'],
      ['pragma', 'no-cache'],
    ]);
    expect(strip.action.responseHeaders!.map((h) => h.header)).toEqual(['set-cookie']);
    const allowRules = fake.rules().filter((r) => r.action.type === 'allow');
    expect(Math.max(...allowRules.map((r) => r.priority!))).toBeLessThan(strip.priority!);
    // The model server and SearXNG are allowed for the extension's own requests only, not from a tab.
    const serverRules = allowRules.filter((r) => r.condition.initiatorDomains);
    expect(serverRules).toHaveLength(2);
    expect(allowRules.find((r) => !r.condition.initiatorDomains)!.condition.regexFilter).toContain('127\\.0\\.0\\.1');
  });

  it('forbid workers and pop-ups in agent tabs’ documents (their requests belong to no agent tab), above every allow rule', async () => {
    const { local, allow } = await load();
    await allow.applyAllowRules(settings('http://localhost:11434', ['127.0.0.1:3000']));
    await local.guardAgentTab(42);
    const csp = fake.rules().find((r) => r.action.responseHeaders?.some((h) => h.header === 'content-security-policy'))!;
    expect(csp.action.responseHeaders).toEqual([
      { header: 'content-security-policy', operation: 'append', value: "worker-src 'none'; sandbox allow-scripts allow-same-origin allow-forms" },
    ]);
    expect(csp.condition.tabIds).toEqual([42]);
    expect(csp.condition.resourceTypes).toEqual(['main_frame', 'sub_frame']);
    expect(Math.max(...fake.rules().filter((r) => r.action.type === 'allow').map((r) => r.priority!))).toBeLessThan(csp.priority!);
  });

  it('close the agent tabs a stopped worker left behind, and keep their rules like any closed agent tab’s', async () => {
    const first = await load();
    await first.local.guardAgentTab(5);
    await first.local.guardAgentTab(6);
    await first.local.releaseAgentTab(6);
    // A new worker life: module state is gone, the session rules are not.
    const second = await load();
    await second.local.resetAgentTabs();
    expect(fake.removedTabs).toEqual([5, 6]);
    await second.local.guardAgentTab(9);
    const tabRules = fake.rules().filter((r) => r.condition.tabIds);
    expect(tabRules.length).toBeGreaterThan(10);
    for (const r of tabRules) expect(r.condition.tabIds).toEqual([9, 5, 6]);
  });
});
