import { oneAtATime } from '../../core/async/one-at-a-time';
import { inRange, type RuleRange } from './rule-ids';

type Rule = chrome.declarativeNetRequest.Rule;

const queue = oneAtATime();

/**
 * Runs session-rule updates one at a time: each reads the current rules and writes new ones, and two
 * interleaved read-modify-writes would pick the same id or drop each other's rules.
 */
export function queueRuleUpdate<T>(work: () => Promise<T>): Promise<T> {
  return queue(work);
}

/** Replaces every session rule whose id is in `range` with `rules` (ids assigned from the range's start). */
export function replaceRules(range: RuleRange, rules: Omit<Rule, 'id'>[]): Promise<void> {
  return queueRuleUpdate(() => replaceRulesNow(range, rules));
}

/** The body of `replaceRules`, for callers already inside the queue. */
export function replaceRulesNow(range: RuleRange, rules: Omit<Rule, 'id'>[]): Promise<void> {
  return replaceRangesNow([[range, rules]]);
}

/**
 * Replaces the rules of several ranges in one read and one atomic update (inside the queue): no
 * moment where some of them are in force and others not, and one round trip instead of two each.
 */
export async function replaceRangesNow(entries: [RuleRange, Omit<Rule, 'id'>[]][]): Promise<void> {
  for (const [range, rules] of entries) {
    if (rules.length > range.last - range.first + 1) throw new Error(`Too many rules for ids ${range.first}–${range.last}.`);
  }
  const current = await chrome.declarativeNetRequest.getSessionRules();
  await chrome.declarativeNetRequest.updateSessionRules({
    removeRuleIds: current.filter((r) => entries.some(([range]) => inRange(r.id, range))).map((r) => r.id),
    addRules: entries.flatMap(([range, rules]) => rules.map((r, i) => ({ ...r, id: range.first + i }) as Rule)),
  });
}

/** The extension's own origin host as DNR's `initiatorDomains` sees it: the id in Chromium, a UUID in Firefox. */
export function extensionHost(): string {
  return new URL(chrome.runtime.getURL('/')).hostname;
}

// Enum values as the strings they stand for: Firefox implements the API but not Chromium's enum
// objects (`chrome.declarativeNetRequest.RuleActionType` is undefined there).
export const BLOCK = { type: 'block' } as chrome.declarativeNetRequest.RuleAction;
export const ALLOW = { type: 'allow' } as chrome.declarativeNetRequest.RuleAction;

const isFirefox = () => chrome.runtime.getURL('/').startsWith('moz-extension:');

/**
 * Every resource type, main frames included (conditions without a list leave main frames out).
 * Firefox rejects a whole update that names a type it lacks (webtransport, webbundle).
 */
export function allResourceTypes(): chrome.declarativeNetRequest.ResourceType[] {
  const chromium = ['webtransport', 'webbundle'];
  return (ALL_RESOURCE_TYPES as string[]).filter((t) => !isFirefox() || !chromium.includes(t)) as chrome.declarativeNetRequest.ResourceType[];
}

const ALL_RESOURCE_TYPES = [
  'main_frame',
  'sub_frame',
  'stylesheet',
  'script',
  'image',
  'font',
  'object',
  'xmlhttprequest',
  'ping',
  'csp_report',
  'media',
  'websocket',
  'webtransport',
  'webbundle',
  'other',
] as chrome.declarativeNetRequest.ResourceType[];
