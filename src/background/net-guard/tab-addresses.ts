import { isPrivateAddress } from '../../core/net/ip-address';
import { checkUrl, isAllowedAddress, isAllowedLocal, localRefusal } from '../../core/net/url-policy';
import { tabResponses } from './response-log';

/**
 * After an agent tab loaded: every main-frame response it got (redirect hops and script navigations
 * included) must come from an allowed URL and, where the browser reports it, a public address —
 * otherwise nothing from the tab reaches the model. The block rules stopped literal local hosts
 * before they were requested; this catches names that resolved to one.
 */
export function checkAgentTabResponses(tabId: number, allowedLocalHosts: string[]): void {
  for (const r of tabResponses(tabId)) {
    const policy = checkUrl(r.url, { origin: 'model', allowedLocalHosts });
    if (!policy.ok) throw policy.error;
    if (r.ip !== undefined && isPrivateAddress(r.ip) && !isAllowedLocal(new URL(r.url), allowedLocalHosts) && !isAllowedAddress(r.ip, allowedLocalHosts)) {
      const refusal = localRefusal(new URL(r.url).host);
      if (!refusal.ok) throw refusal.error;
    }
  }
}
