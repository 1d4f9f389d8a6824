import { SidelightError, userText } from '../core/errors';
import type { Settings } from '../shared/settings';
import { extensionHost, replaceRules } from './net-rules/rule-queue';
import { PRIORITY, RULE_IDS } from './net-rules/rule-ids';

/**
 * A stock Ollama answers 403 to requests with an Origin it does not know (chrome-extension://…)
 * unless OLLAMA_ORIGINS is set. A session rule removes the Origin header from the extension's own
 * requests to the user's model server, and only those: `initiatorDomains` is this extension, so web
 * pages gain nothing. Session rules survive worker restarts, not browser restarts: the rule is
 * applied again at every worker start from the settings. There is one such rule, with a fixed id,
 * replaced when the URL changes; servers being tried get temporary ones (net-rules/grants.ts).
 */
export function originRule(origin: string): Omit<chrome.declarativeNetRequest.Rule, 'id'> {
  return {
    // Above the allow rules, which would otherwise switch header rules off.
    priority: PRIORITY.headers,
    action: {
      type: 'modifyHeaders' as chrome.declarativeNetRequest.RuleActionType,
      requestHeaders: [{ header: 'origin', operation: 'remove' as chrome.declarativeNetRequest.HeaderOperation }],
    },
    condition: {
      urlFilter: `|${origin}/`,
      initiatorDomains: [extensionHost()],
      resourceTypes: ['xmlhttprequest', 'other'] as chrome.declarativeNetRequest.ResourceType[],
    },
  };
}

/** The origin (scheme, host, port) of a model server URL, or a clear error. */
export function serverOrigin(baseUrl: string): string {
  try {
    const u = new URL(baseUrl);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('not http');
    return u.origin;
  } catch {
    throw new SidelightError('invalid-arguments', `“${baseUrl}” is not an http:// or https:// address.`, {
      hint: 'Enter the model server URL, e.g. http://localhost:11434.',
      userMessage: userText('errNotHttpAddress', baseUrl),
      userHint: userText('hintEnterModelUrl'),
    });
  }
}

/** Sets the one Origin rule to the configured server, or removes it when none is configured. */
export function applyModelOriginFromSettings(settings: Settings): Promise<void> {
  let origin: string | null;
  try {
    origin = settings.model.baseUrl ? serverOrigin(settings.model.baseUrl) : null;
  } catch {
    origin = null;
  }
  const range = { first: RULE_IDS.modelOrigin, last: RULE_IDS.modelOrigin };
  return replaceRules(range, origin ? [originRule(origin)] : []);
}
