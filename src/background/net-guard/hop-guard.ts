import type { OpenOrigin } from '../../core/browser/env';
import { SidelightError, userText } from '../../core/errors';
import { isPrivateAddress } from '../../core/net/ip-address';
import type { HopGuard } from '../../core/net/hop-guard';
import { addressSpaceRefusal, allowsAnAddress, checkUrl, isAllowedAddress, isAllowedLocal, localRefusal } from '../../core/net/url-policy';
import { claimRequest, type Claim } from './response-log';
import { dnsApi, privateAddressesOf } from './resolved-address';
import { rememberPrivateHost, seenPrivate } from './private-hosts-seen';
import { ADDRESS_SPACE_REFUSED, publicOnlyOptions } from './public-only';

/** webRequest events reach the worker within milliseconds; the bound is generous for a busy machine. */
const OBSERVE_MS = 10_000;

export interface GuardOptions {
  origin: OpenOrigin;
  allowedLocalHosts: string[];
}

/** True when the user allowed this host, or the very address it answered from (url-policy.ts). */
function allowed(url: string, allowedLocalHosts: string[], ip?: string): boolean {
  return isAllowedLocal(new URL(url), allowedLocalHosts) || (ip !== undefined && isAllowedAddress(ip, allowedLocalHosts));
}

function refused(url: string): SidelightError {
  const r = localRefusal(new URL(url).host);
  return r.ok ? new SidelightError('refused-url', 'Refused.', { userMessage: userText('errRefused') }) : r.error;
}

/**
 * The checks around each hop of a page fetch (core/net/fetch-page.ts). For the model's opens: the URL
 * policy before every hop; on Firefox the addresses the name resolves to, before it is requested; on
 * Chromium the address the response came from, before anything in it is used. The user's own opens
 * (“Ask about this link”) only need the redirect targets. What the browser reports is matched to
 * the hop by its request id (response-log.ts: `claimRequest`), never by URL.
 */
export function createHopGuard(opts: GuardOptions): HopGuard {
  const model = opts.origin === 'model';
  const dns = model ? dnsApi() : null;
  /** The hop in flight: claimed at the end of beforeRequest, released by hopDone. */
  const claims = new Map<string, Claim>();
  const claimOf = (url: string) => claims.get(url);
  const observe = (url: string, signal: AbortSignal, ready: Parameters<Claim['observation']>[2]) =>
    claimOf(url)?.observation(OBSERVE_MS, signal, ready) ?? Promise.resolve(null);
  /** URLs sent with `targetAddressSpace: 'public'`, and those to send once more without it. */
  const publicOnly = new Set<string>();
  const unrestricted = new Set<string>();
  return {
    async beforeRequest(url) {
      const check = checkUrl(url, { origin: opts.origin, allowedLocalHosts: opts.allowedLocalHosts });
      if (!check.ok) throw check.error;
      if (dns && !allowed(url, opts.allowedLocalHosts)) await refuseResolvedPrivate(dns, url);
      claims.get(url)?.release();
      const claim = await claimRequest(url);
      // Asked once the URL's turn came: an open of the same URL just before may have found it private.
      if (model && !allowed(url, opts.allowedLocalHosts) && seenPrivate(new URL(url).hostname)) {
        claim.release();
        throw refused(url);
      }
      claims.set(url, claim);
    },
    async afterResponse(url, _redirected, signal) {
      // Firefox checked the name before the request; Chromium can only look at where the answer came from.
      if (!model || dns) return;
      const seen = await observe(url, signal, (o) => o.ip !== undefined);
      if (!seen || seen.ip === undefined) {
        if (allowed(url, opts.allowedLocalHosts)) return;
        const host = new URL(url).host;
        throw new SidelightError('refused-url', `Refused ${host}: Sidelight could not confirm which address answered.`, {
          hint: 'Try again; if it keeps happening, open the page yourself and use “Ask about this page”.',
          userMessage: userText('errAddressUnconfirmed', host),
          userHint: userText('hintTryAgainAsk'),
        });
      }
      if (isPrivateAddress(seen.ip) && !allowed(url, opts.allowedLocalHosts, seen.ip)) {
        rememberPrivateHost(new URL(url).hostname);
        throw refused(url);
      }
    },
    async redirectTarget(url, signal) {
      return (await observe(url, signal, (o) => o.redirectUrl !== undefined))?.redirectUrl ?? null;
    },
    requestOptions(url) {
      // Chromium: the browser refuses to send the model's request anywhere but a public address
      // (public-only.ts), so a name that resolves to the router gets a connection, not `GET /`.
      // Firefox resolved the name above; Allowed local hosts and the user's own opens go anywhere.
      if (!model || dns || allowed(url, opts.allowedLocalHosts) || unrestricted.has(url)) return {};
      const options = publicOnlyOptions();
      if (options.targetAddressSpace) publicOnly.add(url);
      return options;
    },
    async requestFailed(url, signal) {
      if (!publicOnly.delete(url)) return 'failed';
      const seen = await observe(url, signal, (o) => o.error !== undefined);
      if (seen?.error !== ADDRESS_SPACE_REFUSED) return 'failed';
      // An answer from an address listed under Allowed local hosts is taken whatever name led there
      // (a proxy on the local network, a name for the NAS): send it once more as before, and check
      // the address it came from (afterResponse).
      if (allowsAnAddress(opts.allowedLocalHosts)) {
        unrestricted.add(url);
        return 'retry';
      }
      rememberPrivateHost(new URL(url).hostname, 'refused-by-browser');
      throw addressSpaceRefusal(new URL(url).host);
    },
    hopDone(url) {
      claims.get(url)?.release();
      claims.delete(url);
    },
  };
}

/** Firefox: refuses a name that resolves to a private address (or not at all) before it is requested. */
async function refuseResolvedPrivate(dns: NonNullable<ReturnType<typeof dnsApi>>, url: string): Promise<void> {
  let found: string[];
  try {
    found = await privateAddressesOf(dns, new URL(url).hostname);
  } catch (err) {
    throw new SidelightError('network', `Could not load ${url}: the name does not resolve.`, {
      hint: 'Check the address, or pick another result.',
      cause: err,
      userMessage: userText('errNameUnresolved', url),
      userHint: userText('hintCheckAddressOrOther'),
    });
  }
  if (found.length > 0) throw refused(url);
}
