import { describe, expect, it } from 'vitest';
import { toFirefoxManifest } from '../../../scripts/firefox-manifest';

const chromeManifest = {
  manifest_version: 3,
  name: 'Sidelight',
  minimum_chrome_version: '116',
  permissions: ['sidePanel', 'storage', 'offscreen', 'scripting'],
  background: { service_worker: 'service-worker-loader.js', type: 'module' },
  side_panel: { default_path: 'src/sidepanel/index.html' },
  action: { default_icon: { '16': 'icons/icon-16.png' } },
};

describe('toFirefoxManifest', () => {
  const ff = toFirefoxManifest(chromeManifest);
  it('turns the side panel into a sidebar_action', () => {
    expect(ff.side_panel).toBeUndefined();
    expect(ff.sidebar_action).toMatchObject({ default_panel: 'src/sidepanel/index.html', default_icon: { '16': 'icons/icon-16.png' }, open_at_install: true });
  });
  it('uses background.scripts instead of a service worker', () => {
    expect(ff.background).toEqual({ scripts: ['service-worker-loader.js'], type: 'module' });
  });
  it('drops Chrome-only permissions and keys, keeps the rest, adds dns and webRequestBlocking (hosts are resolved before the model’s requests and its tabs’ requests), contextualIdentities and browsingData (each agent tab in a container of its own, emptied after it)', () => {
    expect(ff.permissions).toEqual(['storage', 'scripting', 'dns', 'webRequestBlocking', 'contextualIdentities', 'browsingData']);
    expect(ff.minimum_chrome_version).toBeUndefined();
    expect(ff.name).toBe('Sidelight');
  });
  it('keeps plain http:// requests plain (Firefox’s MV3 default CSP would upgrade every one but localhost’s to https://)', () => {
    const csp = (ff.content_security_policy as { extension_pages: string }).extension_pages;
    expect(csp).toBe("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
  it('adds a gecko id', () => {
    expect((ff.browser_specific_settings as { gecko: { id: string } }).gecko.id).toBe('sidelight@sidelight.dev');
  });
});
