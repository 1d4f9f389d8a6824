import type { ExtensionBrowser } from './extension-browser';

/**
 * Sends the keyless fallback's real address (html.duckduckgo.com) to the search backend's imitation
 * (its `/duckduckgo/html/`), so a failover test never leaves the machine. Session rule id 9001.
 */
export async function routeDuckDuckGoTo(browser: Pick<ExtensionBrowser, 'serviceWorker'>, search: { url: string }): Promise<void> {
  await browser.serviceWorker.evaluate(async (p) => {
    await chrome.declarativeNetRequest.updateSessionRules({
      removeRuleIds: [9001],
      addRules: [
        {
          id: 9001,
          priority: 10,
          action: { type: 'redirect' as chrome.declarativeNetRequest.RuleActionType, redirect: { transform: { scheme: 'http', host: '127.0.0.1', port: p, path: '/duckduckgo/html/' } } },
          condition: { urlFilter: '||html.duckduckgo.com/', resourceTypes: ['xmlhttprequest' as chrome.declarativeNetRequest.ResourceType] },
        },
      ],
    });
  }, new URL(search.url).port);
}
