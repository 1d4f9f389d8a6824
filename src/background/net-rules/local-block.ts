import { localBlockConditions } from '../../core/net/local-block-patterns';
import { BLOCK, allResourceTypes, extensionHost, queueRuleUpdate, replaceRangesNow, replaceRules, replaceRulesNow } from './rule-queue';
import { PRIORITY, RULE_IDS, inRange } from './rule-ids';
import { sideChannelHeaderRules, socketBlockRules } from './side-channel-rules';
import { registerSideChannelScript } from './side-channel-script';
import { onPrivateHostSeen, privateHostsSeen } from '../net-guard/private-hosts-seen';
import { holdNetworkPrediction } from '../net-guard/network-prediction';

/**
 * Blocks local and private hosts (core/net/local-block-patterns.ts) for every request the extension
 * itself sends — the worker's page fetches and each of their redirect hops, the offscreen search,
 * the side panel — so nothing slips past the URL policy between hops. The allow rules (allow-rules.ts)
 * let the configured servers and Allowed local hosts through.
 */
export function installExtensionBlock(): Promise<void> {
  const initiatorDomains = [extensionHost()];
  return replaceRules(
    RULE_IDS.extensionBlock,
    localBlockConditions().map((c) => ({ priority: PRIORITY.block, action: BLOCK, condition: { ...c, initiatorDomains } })),
  );
}

/**
 * The policy added to every document of an agent tab. No service worker, shared or dedicated worker: a
 * worker's requests belong to no tab, past the tab-scoped block rules. And a sandbox without
 * `allow-popups`: a window the page opens is a tab the agent did not open, outside those rules too —
 * with pop-ups allowed for the site (or the blocker off) it reached this computer. Scripts, forms and
 * the page's own origin stay, so pages that render with scripts still render; modals, downloads,
 * pointer lock and top navigation from frames go, none of which a page read for the model needs.
 */
const AGENT_TAB_CSP = "worker-src 'none'; sandbox allow-scripts allow-same-origin allow-forms";

/** Tabs the agent opened and not yet closed. */
const agentTabs = new Set<number>();

/**
 * Agent tabs already closed. Their rules stay for the rest of the browser session: a page's
 * `pagehide` keepalive fetch or `sendBeacon` outlives its tab (one to a slow redirect reached the
 * router 3 s after the tab closed, once the rules were gone). Tab ids are not reused within a
 * session, so keeping them costs a few numbers in the rule conditions.
 */
const closedAgentTabs = new Set<number>();

/** Every tab id the tab-scoped rules name: open and closed agent tabs. */
function ruleTabIds(): number[] {
  return [...agentTabs, ...closedAgentTabs];
}

function agentTabRules(): Omit<chrome.declarativeNetRequest.Rule, 'id'>[] {
  const tabIds = ruleTabIds();
  if (tabIds.length === 0) return [];
  const resourceTypes = allResourceTypes();
  return [...localBlockConditions().map((c) => ({ priority: PRIORITY.block, action: BLOCK, condition: { ...c, tabIds, resourceTypes } })), ...learntPrivateRules(tabIds, resourceTypes), ...socketBlockRules(tabIds)];
}

/**
 * Names seen leading to a private address (the fast path's refusal, an agent tab's answer:
 * net-guard/private-hosts-seen.ts), blocked for agent tabs before their requests go out. Chromium
 * gives no DNS answer before a request, so an agent tab's script fetch or image to such a name would
 * otherwise open a connection there before Chromium's Local Network Access check refuses it. Only
 * names already learnt: a name no request has reached yet still gets that connection. Allowed local
 * hosts are never learnt, so the allow rules need not outrank this one.
 */
function learntPrivateRules(tabIds: number[], resourceTypes: chrome.declarativeNetRequest.ResourceType[]): Omit<chrome.declarativeNetRequest.Rule, 'id'>[] {
  const requestDomains = privateHostsSeen();
  return requestDomains.length === 0 ? [] : [{ priority: PRIORITY.block, action: BLOCK, condition: { requestDomains, tabIds, resourceTypes } }];
}

let learning: (() => void) | undefined;

/** At worker start: a name learnt private from then on is added to the agent tabs' block rule at once. */
export function blockLearntPrivateHosts(): void {
  learning ??= onPrivateHostSeen(() => {
    if (ruleTabIds().length > 0) void applyAgentTabRules().catch(() => {});
  });
}

function credentialRules(): Omit<chrome.declarativeNetRequest.Rule, 'id'>[] {
  const tabIds = ruleTabIds();
  if (tabIds.length === 0) return [];
  const remove = 'remove' as chrome.declarativeNetRequest.HeaderOperation;
  return [
    {
      priority: PRIORITY.headers,
      action: {
        type: 'modifyHeaders' as chrome.declarativeNetRequest.RuleActionType,
        // `Cache-Control: no-cache` and `Pragma: no-cache` make the browser fetch afresh instead of
        // answering from the HTTP cache, which holds what your own visits left there (a private API answer).
        requestHeaders: [
          { header: 'cookie', operation: remove },
          { header: 'authorization', operation: remove },
          { header: 'cache-control', operation: 'set' as chrome.declarativeNetRequest.HeaderOperation, value: 'no-cache' },
          { header: 'pragma', operation: 'set' as chrome.declarativeNetRequest.HeaderOperation, value: 'no-cache' },
        ],
        responseHeaders: [{ header: 'set-cookie', operation: remove }],
      },
      condition: { tabIds, resourceTypes: allResourceTypes() },
    },
    {
      // No workers, no pop-ups (AGENT_TAB_CSP): both make requests the tab-scoped rules above would not
      // see. A second Content-Security-Policy only ever narrows what the page's own allows.
      priority: PRIORITY.headers,
      action: {
        type: 'modifyHeaders' as chrome.declarativeNetRequest.RuleActionType,
        responseHeaders: [{ header: 'content-security-policy', operation: 'append' as chrome.declarativeNetRequest.HeaderOperation, value: AGENT_TAB_CSP }],
      },
      condition: { tabIds, resourceTypes: ['main_frame', 'sub_frame'] as chrome.declarativeNetRequest.ResourceType[] },
    },
    ...sideChannelHeaderRules(tabIds),
  ];
}

/** Agent tabs loading their page with scripts off, to learn whether the site keeps data in this profile. */
const probingTabs = new Set<number>();

/**
 * No script runs in a probing tab's documents: the page loads, the worker asks which storage its
 * origin holds (open-page/stored-state.ts), and only a site that holds none is loaded again with
 * scripts. A second policy only narrows what the page's own allows.
 */
function probeRules(): Omit<chrome.declarativeNetRequest.Rule, 'id'>[] {
  if (probingTabs.size === 0) return [];
  return [
    {
      priority: PRIORITY.headers,
      action: {
        type: 'modifyHeaders' as chrome.declarativeNetRequest.RuleActionType,
        // `no-store`: the second load must not be this answer again from the cache, with scripts still off.
        responseHeaders: [
          { header: 'content-security-policy', operation: 'append' as chrome.declarativeNetRequest.HeaderOperation, value: "script-src 'none'" },
          { header: 'cache-control', operation: 'set' as chrome.declarativeNetRequest.HeaderOperation, value: 'no-store' },
        ],
      },
      condition: { tabIds: [...probingTabs], resourceTypes: ['main_frame', 'sub_frame'] as chrome.declarativeNetRequest.ResourceType[] },
    },
  ];
}

/** The host each open agent tab was opened on. */
const agentTabHosts = new Map<number, string>();

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * An agent tab's page stays on its host: a script navigation elsewhere (to a name that resolves to
 * the router, which Chromium cannot know before it connects) is blocked before it is sent. The page
 * was only rendered because the fetch reached this same host without a redirect elsewhere
 * (open-page.ts), so a navigation to another host is never the page the model asked for.
 * `excludedRequestDomains` spares subdomains too, so a second rule blocks those.
 */
function navigationRules(): Omit<chrome.declarativeNetRequest.Rule, 'id'>[] {
  const mainFrame = ['main_frame'] as chrome.declarativeNetRequest.ResourceType[];
  return [...agentTabHosts].flatMap(([tabId, host]) => [
    { priority: PRIORITY.headers, action: BLOCK, condition: { tabIds: [tabId], resourceTypes: mainFrame, excludedRequestDomains: [host] } },
    { priority: PRIORITY.headers, action: BLOCK, condition: { tabIds: [tabId], resourceTypes: mainFrame, regexFilter: `^[a-z][a-z0-9+.-]*://([^/?#@]*@)?[^/?#@]+\\.${escapeRegex(host)}\\.?(:[0-9]*)?([/?#]|$)` } },
  ]);
}

function applyAgentTabRules(): Promise<void> {
  return queueRuleUpdate(() =>
    replaceRangesNow([
      [RULE_IDS.agentTabBlock, agentTabRules()],
      [RULE_IDS.agentTabCredentials, credentialRules()],
      [RULE_IDS.agentTabProbe, probeRules()],
      [RULE_IDS.agentTabNavigation, navigationRules()],
    ]),
  );
}

/** Switches an agent tab's scripts off (`probing`) or back on; resolves once the rules are in force. */
export function setProbing(tabId: number, probing: boolean): Promise<void> {
  if (probing === probingTabs.has(tabId)) return Promise.resolve();
  if (probing) probingTabs.add(tabId);
  else probingTabs.delete(tabId);
  return applyAgentTabRules();
}

/**
 * Puts a tab (opened on about:blank, before it loads anything) under the agent rules: no requests to
 * local hosts, no cookies or Authorization sent, no cookies stored, no workers, no pop-ups, no
 * sockets, no preconnects, the MAIN-world script that removes WebRTC, and Chromium's network
 * prediction off (the only thing that stops a preconnect in the page's markup:
 * net-guard/network-prediction.ts). Resolves once all are in force; call `releaseAgentTab` when the
 * tab closes.
 */
export async function guardAgentTab(tabId: number, opts: { probe?: boolean; host?: string } = {}): Promise<void> {
  agentTabs.add(tabId);
  if (opts.probe) probingTabs.add(tabId);
  if (opts.host) agentTabHosts.set(tabId, opts.host.toLowerCase().replace(/\.$/, ''));
  await Promise.all([applyAgentTabRules(), registerSideChannelScript(true), holdNetworkPrediction(true)]);
}

/**
 * The tab closed: it keeps its rules for the rest of the session (see closedAgentTabs). The MAIN-world
 * script goes, and the user's own network prediction setting comes back, once no agent tab is open,
 * so the user's own pages do not carry either.
 */
export async function releaseAgentTab(tabId: number): Promise<void> {
  if (!agentTabs.delete(tabId)) return;
  closedAgentTabs.add(tabId);
  probingTabs.delete(tabId);
  agentTabHosts.delete(tabId);
  await Promise.all([applyAgentTabRules(), agentTabs.size === 0 ? registerSideChannelScript(false) : undefined, holdNetworkPrediction(agentTabs.size > 0)]);
}

/**
 * At worker start: a worker that stopped while an agent tab was open left its rules behind. Those
 * tabs are closed (nobody is waiting for them) and kept as closed agent tabs, so their rules stay for
 * the rest of the session like any closed agent tab's; leftover Origin rules of older versions go too.
 */
export function resetAgentTabs(): Promise<void> {
  return queueRuleUpdate(async () => {
    const rules = await chrome.declarativeNetRequest.getSessionRules();
    const stale = rules.filter((r) => [RULE_IDS.agentTabBlock, RULE_IDS.agentTabCredentials, RULE_IDS.agentTabProbe, RULE_IDS.agentTabNavigation].some((range) => inRange(r.id, range)));
    const tabIds = new Set(stale.flatMap((r) => r.condition.tabIds ?? []));
    for (const id of tabIds) {
      if (agentTabs.has(id)) continue;
      if (!closedAgentTabs.has(id)) await chrome.tabs.remove(id).catch(() => {});
      closedAgentTabs.add(id);
    }
    await chrome.declarativeNetRequest.updateSessionRules({ removeRuleIds: rules.filter((r) => inRange(r.id, RULE_IDS.legacy)).map((r) => r.id) });
    await replaceRulesNow(RULE_IDS.agentTabBlock, agentTabRules());
    await replaceRulesNow(RULE_IDS.agentTabCredentials, credentialRules());
    await replaceRulesNow(RULE_IDS.agentTabProbe, probeRules());
    await replaceRulesNow(RULE_IDS.agentTabNavigation, navigationRules());
  });
}
