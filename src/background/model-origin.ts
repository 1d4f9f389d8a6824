import { SidelightError } from '../core/errors';
import type { Settings } from '../shared/settings';

/**
 * A stock Ollama answers 403 to requests with an Origin it does not know (chrome-extension://…)
 * unless OLLAMA_ORIGINS is set. A session rule removes the Origin header from the extension's own
 * requests to the user's model server, and only those: `initiatorDomains` is this extension, so web
 * pages gain nothing. Session rules survive worker restarts, not browser restarts: they are applied
 * again at every worker start from the settings.
 */
const FIRST_RULE_ID = 7000;
/** The configured server plus a few being tried in Options. */
const MAX_RULES = 4;

function filterFor(origin: string): string {
  return `|${origin}/`;
}

export async function allowModelOrigin(baseUrl: string): Promise<void> {
  let origin: string;
  try {
    const u = new URL(baseUrl);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('not http');
    origin = u.origin;
  } catch {
    throw new SidelightError('invalid-arguments', `“${baseUrl}” is not an http:// or https:// address.`, { hint: 'Enter the model server URL, e.g. http://localhost:11434.' });
  }
  const rules = (await chrome.declarativeNetRequest.getSessionRules()).filter((r) => r.id >= FIRST_RULE_ID && r.id < FIRST_RULE_ID + 1000);
  if (rules.some((r) => r.condition.urlFilter === filterFor(origin))) return;
  const sorted = [...rules].sort((a, b) => a.id - b.id);
  const remove = sorted.slice(0, Math.max(0, sorted.length - (MAX_RULES - 1))).map((r) => r.id);
  const nextId = (sorted.at(-1)?.id ?? FIRST_RULE_ID - 1) + 1;
  await chrome.declarativeNetRequest.updateSessionRules({
    removeRuleIds: remove,
    addRules: [
      {
        id: nextId < FIRST_RULE_ID + 1000 ? nextId : FIRST_RULE_ID,
        priority: 1,
        // Enum values as the strings they stand for: Firefox implements the API but not Chromium's
        // enum objects (`chrome.declarativeNetRequest.RuleActionType` is undefined there).
        action: {
          type: 'modifyHeaders' as chrome.declarativeNetRequest.RuleActionType,
          requestHeaders: [{ header: 'origin', operation: 'remove' as chrome.declarativeNetRequest.HeaderOperation }],
        },
        condition: {
          urlFilter: filterFor(origin),
          // The extension's own origin host: the id in Chromium, an internal UUID in Firefox.
          initiatorDomains: [new URL(chrome.runtime.getURL('/')).hostname],
          resourceTypes: ['xmlhttprequest', 'other'] as chrome.declarativeNetRequest.ResourceType[],
        },
      },
    ],
  });
}

export async function applyModelOriginFromSettings(settings: Settings): Promise<void> {
  if (settings.model.baseUrl) await allowModelOrigin(settings.model.baseUrl).catch(() => {});
}
