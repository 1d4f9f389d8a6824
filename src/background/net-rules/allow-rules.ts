import { hostAllowCondition, hostEntryOf } from '../../core/net/local-block-patterns';
import type { Settings } from '../../shared/settings';
import { DEV_SERVER_URL } from './dev-server';
import { ALLOW, allResourceTypes, extensionHost, replaceRules } from './rule-queue';
import { PRIORITY, RULE_IDS } from './rule-ids';

type RuleBody = Omit<chrome.declarativeNetRequest.Rule, 'id'>;

/** An allow rule for one `host[:port]`; `extensionOnly` keeps it to the extension's own requests. */
export function allowRule(entry: string, extensionOnly: boolean): RuleBody | null {
  const c = hostAllowCondition(entry);
  if (!c) return null;
  // Every resource type: a condition without a list leaves out main frames, the agent tab's pages.
  const condition = { ...c, resourceTypes: allResourceTypes() };
  return { priority: PRIORITY.allow, action: ALLOW, condition: extensionOnly ? { ...condition, initiatorDomains: [extensionHost()] } : condition };
}

/**
 * What the user allowed, as rules above the local-host block. Allowed local hosts open for the agent
 * everywhere (its fetches and its tabs). The model server and the SearXNG instance only for the
 * extension's own requests: a page in an agent tab must not reach the model server's API. Under
 * `npm run dev`, vite's dev server too (dev-server.ts).
 */
export function allowRulesFor(settings: Settings, devServer = DEV_SERVER_URL): RuleBody[] {
  const rules: (RuleBody | null)[] = settings.browsing.allowedLocalHosts.map((h) => allowRule(h, false));
  for (const url of [settings.model.baseUrl, settings.search.searxngUrl, devServer]) {
    const entry = url ? hostEntryOf(url) : null;
    if (entry) rules.push(allowRule(entry, true));
  }
  return rules.filter((r): r is RuleBody => r !== null).slice(0, RULE_IDS.allow.last - RULE_IDS.allow.first + 1);
}

export function applyAllowRules(settings: Settings): Promise<void> {
  return replaceRules(RULE_IDS.allow, allowRulesFor(settings));
}
