import { hostEntryOf } from '../../core/net/local-block-patterns';
import { originRule, serverOrigin } from '../model-origin';
import { allowRule } from './allow-rules';
import { queueRuleUpdate } from './rule-queue';
import { RULE_IDS, inRange } from './rule-ids';

/** Long enough for Detect or Test connection; a page that dies mid-way cannot leave a grant behind for long. */
const GRANT_TTL_MS = 60_000;

interface Grant {
  ruleIds: number[];
  timer: ReturnType<typeof setTimeout>;
}

const grants = new Map<string, Grant>();
let nextGrant = 1;

/**
 * Lets the extension's own requests reach `baseUrls` (model servers being tried that are not the
 * configured one) for a while: an allow rule above the local-host block and an Origin rule each.
 * Returns the id to release it with; it also expires by itself.
 */
export function grantServers(baseUrls: string[]): Promise<string> {
  const origins = [...new Set(baseUrls.map(serverOrigin))];
  return queueRuleUpdate(async () => {
    const used = new Set((await chrome.declarativeNetRequest.getSessionRules()).map((r) => r.id).filter((id) => inRange(id, RULE_IDS.grants)));
    const free: number[] = [];
    for (let id = RULE_IDS.grants.first; id <= RULE_IDS.grants.last && free.length < origins.length * 2; id++) if (!used.has(id)) free.push(id);
    if (free.length < origins.length * 2) throw new Error('Too many model servers are being tried at once.');
    const bodies = origins.flatMap((o) => [allowRule(hostEntryOf(o)!, true)!, originRule(o)]);
    const addRules = bodies.map((b, i) => ({ ...b, id: free[i]! }) as chrome.declarativeNetRequest.Rule);
    await chrome.declarativeNetRequest.updateSessionRules({ addRules });
    const id = `grant-${nextGrant++}`;
    grants.set(id, { ruleIds: addRules.map((r) => r.id), timer: setTimeout(() => void releaseGrant(id), GRANT_TTL_MS) });
    return id;
  });
}

export function releaseGrant(id: string): Promise<void> {
  const grant = grants.get(id);
  if (!grant) return Promise.resolve();
  grants.delete(id);
  clearTimeout(grant.timer);
  return queueRuleUpdate(() => chrome.declarativeNetRequest.updateSessionRules({ removeRuleIds: grant.ruleIds }));
}

/** Runs `work` with `baseUrls` granted, and always removes the grant afterwards. */
export async function withGrant<T>(baseUrls: string[], work: () => Promise<T>): Promise<T> {
  const id = await grantServers(baseUrls);
  try {
    return await work();
  } finally {
    await releaseGrant(id);
  }
}

/** At worker start: grants of a previous worker life are gone with their timers. */
export function clearGrants(): Promise<void> {
  return queueRuleUpdate(async () => {
    const stale = (await chrome.declarativeNetRequest.getSessionRules()).map((r) => r.id).filter((id) => inRange(id, RULE_IDS.grants) && ![...grants.values()].some((g) => g.ruleIds.includes(id)));
    await chrome.declarativeNetRequest.updateSessionRules({ removeRuleIds: stale });
  });
}
