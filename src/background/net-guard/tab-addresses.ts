import { isPrivateAddress } from '../../core/net/ip-address';
import { checkUrl, isAllowedAddress, isAllowedLocal, localRefusal } from '../../core/net/url-policy';
import { rememberPrivateHost } from './private-hosts-seen';
import { tabResponses } from './response-log';

const DOCUMENTS = new Set(['main_frame', 'sub_frame']);

/**
 * After an agent tab loaded: every response it got — the page, each redirect hop and script
 * navigation, its frames, and every subresource (a script's fetch, an image, a stylesheet) — must
 * come, where the browser reports it, from a public address or an allowed local host; its documents
 * must also be at URLs the model may open. Otherwise nothing from the tab reaches the model: any
 * answer from the router may have been written into the text it would read. The block rules stopped
 * literal local hosts before they were requested; this catches names that resolved to one.
 */
export function checkAgentTabResponses(tabId: number, allowedLocalHosts: string[]): void {
  for (const r of tabResponses(tabId)) {
    let url: URL;
    try {
      url = new URL(r.url);
    } catch {
      continue;
    }
    if (DOCUMENTS.has(r.type)) {
      const policy = checkUrl(r.url, { origin: 'model', allowedLocalHosts });
      if (!policy.ok) throw policy.error;
    }
    if (r.ip !== undefined && isPrivateAddress(r.ip) && !isAllowedLocal(url, allowedLocalHosts) && !isAllowedAddress(r.ip, allowedLocalHosts)) {
      rememberPrivateHost(url.hostname);
      const refusal = localRefusal(url.host);
      if (!refusal.ok) throw refusal.error;
    }
  }
}
