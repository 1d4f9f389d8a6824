import { loadSettings } from '../../shared/settings-store';
import { serverOrigin } from '../model-origin';
import { grantServers } from './grants';
import { applySettingsRules, networkRulesReady } from './network-rules';

/**
 * Before the side panel talks to `baseUrl`: the configured server's rules are brought up to date
 * (the settings may have been saved a moment ago); any other server gets a grant that expires.
 */
export async function ensureServerRules(baseUrl: string): Promise<void> {
  const origin = serverOrigin(baseUrl);
  await networkRulesReady();
  const settings = await loadSettings();
  await applySettingsRules(settings);
  const configured = settings.model.baseUrl ? new URL(settings.model.baseUrl).origin : null;
  if (configured !== origin) await grantServers([baseUrl]);
}
