/**
 * Every declarativeNetRequest session rule Sidelight installs, by id range and priority, in one place
 * so no two features reuse an id. End-to-end tests use ids from 9000 up.
 *
 * Priorities: a block rule loses to an allow rule of higher priority, and an allow rule switches off
 * header rules of lower priority — so header rules (Origin, cookies) sit above the allow rules.
 */
export const RULE_IDS = {
  /** The configured model server's Origin removal: one rule, replaced when the URL changes. */
  modelOrigin: 100,
  /** Temporary: servers being tried by Detect / Test connection, a local link the user asked about. */
  grants: { first: 110, last: 199 },
  /** Allowed local hosts, the configured model server and SearXNG instance. */
  allow: { first: 200, last: 299 },
  /** Local and private hosts, for the extension's own requests. */
  extensionBlock: { first: 300, last: 399 },
  /** Local and private hosts, for tabs the agent opened. */
  agentTabBlock: { first: 400, last: 499 },
  /**
   * Cookie and Authorization removal, the no-workers policy, and the side-channel rules (no Link
   * headers, no DNS prefetch, the agent-document mark: side-channel-rules.ts) for tabs the agent opened.
   */
  agentTabCredentials: { first: 500, last: 509 },
  /** Scripts off for agent tabs being probed for stored state (open-page/stored-state.ts). */
  agentTabProbe: { first: 510, last: 519 },
  /** Agent tabs' top-level navigations kept to the host they opened (two rules per open tab). */
  agentTabNavigation: { first: 600, last: 799 },
  /** Ids earlier versions used for Origin rules; removed at start. */
  legacy: { first: 7000, last: 7999 },
} as const;

export const PRIORITY = { block: 1, allow: 2, headers: 3 } as const;

export type RuleRange = { first: number; last: number };

export function inRange(id: number, r: RuleRange): boolean {
  return id >= r.first && id <= r.last;
}
