import { loadSettings } from '../../shared/settings-store';
import type { Settings } from '../../shared/settings';
import { applyModelOriginFromSettings } from '../model-origin';
import { applyAllowRules } from './allow-rules';
import { clearGrants } from './grants';
import { blockLearntPrivateHosts, installExtensionBlock, resetAgentTabs } from './local-block';
import { forgetBrowserRefusals } from '../net-guard/private-hosts-seen';

let ready: Promise<void> | undefined;

/**
 * At worker start, before any page is opened: the local-host block for the extension's requests,
 * leftovers of a previous worker life cleared, and the rules that follow the settings. A failure is
 * not swallowed: `networkRulesReady` rejects and pages are not opened without the block.
 */
export function startNetworkRules(): Promise<void> {
  ready ??= (async () => {
    blockLearntPrivateHosts();
    await resetAgentTabs();
    await clearGrants();
    await installExtensionBlock();
    await applySettingsRules(await loadSettings());
  })();
  ready.catch(() => {
    ready = undefined;
  });
  return ready;
}

/** Resolves once the block rules are in force (starting them if a message woke the worker first). */
export function networkRulesReady(): Promise<void> {
  return startNetworkRules();
}

let allowedBefore: string | undefined;

/**
 * The rules that depend on settings: allowed hosts and servers, and the model server's Origin rule.
 * New Allowed local hosts (the proxy's address listed, say) also end what the browser's public-only
 * refusals taught (net-guard/private-hosts-seen.ts).
 */
export async function applySettingsRules(settings: Settings): Promise<void> {
  const allowed = JSON.stringify(settings.browsing.allowedLocalHosts);
  if (allowedBefore !== undefined && allowed !== allowedBefore) forgetBrowserRefusals();
  allowedBefore = allowed;
  await applyAllowRules(settings);
  await applyModelOriginFromSettings(settings);
}
