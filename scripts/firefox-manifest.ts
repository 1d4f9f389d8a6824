/**
 * Turns the Chromium manifest crxjs wrote into a Firefox one: Firefox has no side_panel or
 * offscreen API (its sidebar_action plays the panel's part, and its background page has a DOM)
 * and wants background.scripts plus a gecko id.
 */
export interface Manifest {
  [key: string]: unknown;
  permissions?: string[];
  background?: { service_worker?: string; type?: string; scripts?: string[] };
  side_panel?: { default_path: string };
  action?: { default_title?: string; default_icon?: Record<string, string> };
}

/**
 * `privacy`: Chromium's network prediction is held off while an agent tab is open, the only thing that
 * stops a markup `<link rel=preconnect>` there (src/core/net/network-prediction.ts). In Firefox ESR
 * the same page's preconnects reached no private address (tests/e2e/firefox-hostile-world.test.ts,
 * every request and speculative connection of an agent tab goes through the DNS check), so it would
 * only cost Firefox users a permission warning.
 */
const CHROME_ONLY_PERMISSIONS = new Set(['sidePanel', 'offscreen', 'favicon', 'privacy']);

/**
 * Chromium's policy for an MV3 extension's pages when the manifest names none (kDefaultMV3CSP,
 * extensions/common/manifest_handlers/csp_info.cc), written out for Firefox. Firefox's own default
 * for MV3 (`extensions.webextensions.default-content-security-policy.v3`, modules/libpref/init/all.js;
 * 153 ESR ships `script-src 'self'; upgrade-insecure-requests;`) adds `upgrade-insecure-requests`,
 * which turns every http:// request of the background page, the sidebar and options into https://:
 * a page the model opens on an http-only site, a model server or SearXNG on the network (issue 32).
 * Firefox always enforces its base policy (`script-src 'self' 'wasm-unsafe-eval'`) beside this one,
 * so scripts stay exactly as restricted as before; the sidebar page's own meta policy still limits
 * its images, styles, fonts, media and frames to the extension.
 */
export const FIREFOX_EXTENSION_PAGES_CSP = "script-src 'self'; object-src 'self';";

export function toFirefoxManifest(chrome: Manifest): Manifest {
  const { side_panel, minimum_chrome_version: _minimum, background, ...rest } = chrome;
  const out: Manifest = {
    ...rest,
    content_security_policy: { extension_pages: FIREFOX_EXTENSION_PAGES_CSP },
    // `dns`: Firefox resolves a page's host before the model's request is sent (src/background/net-guard);
    // `webRequestBlocking`: an agent tab's requests wait for that check (net-guard/agent-tab-dns.ts);
    // `contextualIdentities`, `browsingData`: each agent tab runs in a container of its own, emptied and
    // removed after it (open-page/agent-container.ts; `tabs.create({cookieStoreId})` also needs `cookies`).
    permissions: [...(chrome.permissions ?? []).filter((p) => !CHROME_ONLY_PERMISSIONS.has(p)), 'dns', 'webRequestBlocking', 'contextualIdentities', 'browsingData'],
    background: { scripts: [background?.service_worker ?? 'service-worker-loader.js'], type: 'module' },
    browser_specific_settings: {
      gecko: {
        id: 'sidelight@sidelight.dev',
        strict_min_version: '140.0',
        data_collection_permissions: { required: ['none'] },
      },
    },
  };
  if (side_panel) {
    out.sidebar_action = {
      default_panel: side_panel.default_path,
      default_title: '__MSG_extensionName__',
      default_icon: chrome.action?.default_icon,
      // Firefox's default: the sidebar opens once at install, so a new user sees Sidelight at once
      // (with false it did not show up in the sidebar switcher in a real Firefox 153 run).
      open_at_install: true,
    };
  }
  return out;
}
