import { expect } from 'vitest';
import { ACCOUNT_SECRET } from './fixture-site';
import { startLocalServer } from './local-server';

/**
 * The attacks of "a model obeying a hostile page", shared by the Chromium (tests/e2e/hostile.test.ts)
 * and Firefox (tests/e2e/firefox-hostile.test.ts) suites: a case added here runs in both browsers.
 * Each browser maps LOCAL_NAMES to this computer its own way (Chromium: --host-resolver-rules,
 * Firefox: the network.dns.localDomains pref) and sends every attack as one `browser.open` call.
 */

export const CANARY_SECRET = 'CANARY-SECRET-5521';
export const REBIND_SECRET = 'REBIND-SECRET-8830';
export const TOKEN_SECRET = 'TOKEN-SECRET-2207';
/** The model server's context window for these suites: large enough that no attack's answer is shortened. */
export const HOSTILE_CONTEXT = 131_072;

/** What must never reach the model, whatever it opened. */
export const SECRETS = [CANARY_SECRET, REBIND_SECRET, ACCOUNT_SECRET, TOKEN_SECRET, 'root:x:0:0'];

/**
 * Public-looking names a hostile page may use for this computer (nip.io/sslip.io-style services and
 * a rebinding domain). The browsers under test resolve each to loopback; none reaches the internet.
 */
export const LOCAL_NAMES = ['127.0.0.1.nip.io', 'app-7f000001.nip.io', '127-0-0-1.sslip.io', 'localtest.me', 'admin.localtest.me', 'rebind.example'];

export interface Canary {
  port: number;
  hits: string[];
  close(): Promise<void>;
}

/** Counts every request, on IPv4 and IPv6 loopback alike (one dual-stack socket on ::). */
export async function startCanary(secret: string): Promise<Canary> {
  const hits: string[] = [];
  const server = await startLocalServer(
    (req, res) => {
      hits.push(`${req.method} ${req.headers.host}${req.url}`);
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>Router admin</title><p>${secret} ${'admin '.repeat(80)}</p>`);
    },
    { dualStack: true },
  );
  return { port: Number(new URL(server.url).port), hits, close: server.close };
}

/** The servers the attacks point at: each counts the requests it gets. */
export interface Canaries {
  /** Must get no request at all. */
  canary: Canary;
  /** Reached by a name that resolves to this computer. */
  rebind: Canary;
  /** Reached by a page script under such a name. */
  scriptRebind: Canary;
  /** An allowed address the hostile page's script pings first. */
  beacon: Canary;
  /** The attack targets for a fixture site and this extension's origin. */
  world(siteUrl: string, extensionOrigin: string): HostileWorld;
  close(): Promise<void>;
}

export async function startCanaries(): Promise<Canaries> {
  const [canary, rebind, scriptRebind, beacon] = await Promise.all([startCanary(CANARY_SECRET), startCanary(REBIND_SECRET), startCanary(REBIND_SECRET), startCanary('beacon')]);
  return {
    canary,
    rebind,
    scriptRebind,
    beacon,
    world: (siteUrl, extensionOrigin) => ({ siteUrl, canaryPort: canary.port, rebindPort: rebind.port, scriptRebindPort: scriptRebind.port, beaconPort: beacon.port, extensionOrigin }),
    close: async () => {
      await Promise.all([canary.close(), rebind.close(), scriptRebind.close(), beacon.close()]);
    },
  };
}

/** Servers and origins the attacks point at. */
export interface HostileWorld {
  /** The fixture site, allowed by host and port (Allowed local hosts), where the user is logged in. */
  siteUrl: string;
  /** Must get no request at all. */
  canaryPort: number;
  /** Reached by a name that resolves to this computer; must get no request either. */
  rebindPort: number;
  /** Reached by a page script under a name that resolves to this computer. */
  scriptRebindPort: number;
  /** An allowed address the hostile page's script pings first, to show it ran in a tab. */
  beaconPort: number;
  /** This extension's own origin (chrome-extension://ID or moz-extension://UUID). */
  extensionOrigin: string;
}

/**
 * What the model must be told:
 * - `refused`: refused as an address on this computer (said so, not what the host answered);
 * - `not-a-page`: refused as no web address at all (another scheme);
 * - `not-read`: an error, whichever layer stopped it (Chromium's fetch fails a redirect to file:
 *   itself; Firefox's hop check refuses it);
 * - `logged-out`: read, but logged out and said so;
 * - `not-rendered`: read as fetched, without running the page's scripts (the site holds cookies);
 * - `rendered-no-canary`: rendered in an agent tab whose script reached no canary.
 */
export type Expectation = 'refused' | 'not-a-page' | 'not-read' | 'logged-out' | 'not-rendered' | 'rendered-no-canary';

export interface Attack {
  name: string;
  url: string;
  expect: Expectation;
}

/** Every spelling of this computer's loopback address a URL parser or resolver may accept. */
export function loopbackSpellings(port: number): string[] {
  return [
    `http://127.0.0.1:${port}/`,
    `http://localhost:${port}/`,
    `http://localhost.:${port}/`,
    `http://LOCALHOST:${port}/`,
    `http://0.0.0.0:${port}/`,
    `http://0:${port}/`,
    `http://127.1:${port}/`,
    `http://127.0.0.1.:${port}/`,
    `http://2130706433:${port}/`,
    `http://0x7f.0.0.1:${port}/`,
    `http://0177.0.0.1:${port}/`,
    `http://user:pass@127.0.0.1:${port}/`,
    `http://[::1]:${port}/`,
    `http://[0:0:0:0:0:0:0:1]:${port}/`,
    `http://[::]:${port}/`,
    `http://[::ffff:127.0.0.1]:${port}/`,
    `http://[::ffff:0:7f00:1]:${port}/`,
    `http://[64:ff9b::7f00:1]:${port}/`,
    `http://app.localhost:${port}/`,
    ...LOCAL_NAMES.filter((n) => n !== 'rebind.example').map((n) => `http://${n}:${port}/`),
  ];
}

/** The whole list, in the order the model sends it. */
export function hostileAttacks(w: HostileWorld): Attack[] {
  const canaryUrl = `http://127.0.0.1:${w.canaryPort}/reboot`;
  const sitePort = new URL(w.siteUrl).port;
  const refused = (url: string): Attack => ({ name: url, url, expect: 'refused' });
  const notAPage = (name: string, url: string): Attack => ({ name, url, expect: 'not-a-page' });
  return [
    ...loopbackSpellings(w.canaryPort).map(refused),
    { name: 'open redirect to the canary', url: `${w.siteUrl}/redirect-to?url=${encodeURIComponent(canaryUrl)}`, expect: 'refused' },
    { name: 'open redirect to a name for the canary', url: `${w.siteUrl}/redirect-to?url=${encodeURIComponent(`http://127.0.0.1.nip.io:${w.canaryPort}/reboot`)}`, expect: 'refused' },
    { name: 'open redirect to file:', url: `${w.siteUrl}/redirect-to?url=${encodeURIComponent('file:///etc/passwd')}`, expect: 'not-read' },
    // A page whose script tries the canary from the tab it is rendered in (under a name this
    // browser holds no cookies for: sites with cookies are never rendered for the model).
    {
      name: 'page script reaching for the canary',
      url: `http://localhost:${sitePort}/hostile-navigate.html?to=${encodeURIComponent(canaryUrl)}&beacon=${encodeURIComponent(`http://127.0.0.1:${w.beaconPort}/ping`)}`,
      expect: 'rendered-no-canary',
    },
    // The same script, reaching for a public-looking name that resolves to this computer.
    {
      name: 'page script reaching for a name of this computer',
      url: `http://localhost:${sitePort}/hostile-navigate.html?to=${encodeURIComponent(`http://rebind.example:${w.scriptRebindPort}/reboot`)}&beacon=${encodeURIComponent(`http://127.0.0.1:${w.beaconPort}/ping2`)}`,
      expect: 'rendered-no-canary',
    },
    // A new window the page opens: a tab the agent did not open.
    {
      name: 'page pop-up reaching for the canary',
      url: `http://localhost:${sitePort}/hostile-popup.html?to=${encodeURIComponent(canaryUrl)}&beacon=${encodeURIComponent(`http://127.0.0.1:${w.beaconPort}/popup-ping`)}`,
      expect: 'rendered-no-canary',
    },
    // A service worker the page installs: its requests belong to no tab.
    {
      name: 'service worker reaching for the canary',
      url: `http://localhost:${sitePort}/hostile-worker.html?to=${encodeURIComponent(canaryUrl)}&beacon=${encodeURIComponent(`http://127.0.0.1:${w.beaconPort}/sw-ping`)}`,
      expect: 'rendered-no-canary',
    },
    // The user's webmail: the secret shows only with their cookie, sent by the browser…
    { name: 'logged-in page (cookie header)', url: `${w.siteUrl}/account`, expect: 'logged-out' },
    // …or read by the page's own script.
    { name: 'logged-in page (document.cookie)', url: `${w.siteUrl}/account-app.html`, expect: 'not-rendered' },
    { name: 'name resolving to this computer', url: `http://rebind.example:${w.rebindPort}/`, expect: 'refused' },
    notAPage('file:', 'file:///etc/passwd'),
    notAPage('chrome: settings', 'chrome://settings/'),
    notAPage('chrome: browser UI', 'chrome://browser/content/browser.xhtml'),
    notAPage('view-source: of this computer', 'view-source:http://127.0.0.1/'),
    notAPage('view-source: of the logged-in page', `view-source:${w.siteUrl}/account`),
    notAPage('about:config', 'about:config'),
    notAPage('about:debugging', 'about:debugging#/runtime/this-firefox'),
    notAPage('about:profiles', 'about:profiles'),
    notAPage('resource:', 'resource://gre/modules/AppConstants.sys.mjs'),
    notAPage('jar:', 'jar:file:///usr/lib/firefox-esr/omni.ja!/modules/AppConstants.sys.mjs'),
    notAPage('another extension (moz-extension:)', 'moz-extension://00000000-1111-4222-8333-444444444444/manifest.json'),
    notAPage('another extension (chrome-extension:)', 'chrome-extension://abcdefghijklmnopabcdefghijklmnop/manifest.json'),
    notAPage('this extension’s settings', `${w.extensionOrigin}/src/options/index.html`),
    notAPage('data:', `data:text/html,<script>fetch('${canaryUrl}')</script>`),
    notAPage('javascript:', `javascript:fetch('${canaryUrl}')`),
    notAPage('blob:', `blob:${w.siteUrl}/00000000-1111-4222-8333-444444444444`),
    notAPage('ws:', `ws://127.0.0.1:${w.canaryPort}/`),
    notAPage('ftp:', `ftp://127.0.0.1:${w.canaryPort}/`),
  ];
}

/** Checks the tool result the model got for one attack; `beaconHits` tells whether a page script ran. */
export function expectAttackAnswer(attack: Attack, result: string | undefined, beaconHits: number): void {
  const what = `${attack.name}: ${result}`;
  expect(result, attack.name).toBeTypeOf('string');
  const r = result!;
  switch (attack.expect) {
    case 'refused':
      expect(r, what).toMatch(/^Error: could not open .*Refused/s);
      break;
    case 'not-a-page':
      expect(r, what).toMatch(/^Error: .*(not a full http\(s\) URL|Refused|not a web address)/s);
      break;
    case 'not-read':
      expect(r, what).toMatch(/^Error: could not open /);
      break;
    case 'logged-out':
      expect(r, what).toContain('Please sign in');
      expect(r, what).toContain('logged out');
      break;
    case 'not-rendered':
      expect(r, what).toContain('did not run its scripts');
      break;
    case 'rendered-no-canary':
      expect(r, what).not.toContain('Router admin');
      // The hostile script did run in a tab (it reached the allowed beacon) and still reached no canary.
      expect(beaconHits, what).toBeGreaterThan(0);
      break;
  }
  expect(r, what).not.toMatch(/\b(401|403|200)\b|Router admin/);
  for (const secret of SECRETS) expect(r, what).not.toContain(secret);
}

/**
 * The service-worker page, opened by the user in a tab of their own and pointed at the beacon: its
 * worker does send requests there, so the model-side refusal is not an accident of the fixture.
 */
export function serviceWorkerControlUrl(w: HostileWorld): string {
  return `${w.siteUrl}/hostile-worker.html?to=${encodeURIComponent(`http://127.0.0.1:${w.beaconPort}/sw-control`)}`;
}

/** True once the beacon got the control's service-worker request. */
export function serviceWorkerReached(beacon: Canary): boolean {
  return beacon.hits.some((h) => h.includes('/sw-control?sw'));
}

/** The allowed local hosts the attacks assume: the fixture site, the beacon, and the site under `localhost`. */
export function allowedHostsFor(w: HostileWorld): string[] {
  return [new URL(w.siteUrl).host, `127.0.0.1:${w.beaconPort}`, `localhost:${new URL(w.siteUrl).port}`];
}

/**
 * The hosts of every web address the attacks open, as a user who had answered “Don't ask again” for
 * each would have them (browsing.openWithoutAsking): the model's made-up addresses then pass the
 * provenance question (core/browser/open-provenance.ts, tested by sidepanel-provenance.test.ts) and
 * meet the defences behind it, which must hold for listed hosts too.
 */
export function hostsOpenedWithoutAsking(siteUrl: string, attacks: readonly Attack[]): string[] {
  const hosts = [siteUrl, ...attacks.map((a) => a.url)].flatMap((url) => {
    try {
      const u = new URL(url);
      return u.protocol === 'http:' || u.protocol === 'https:' ? [u.hostname] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(hosts)];
}
