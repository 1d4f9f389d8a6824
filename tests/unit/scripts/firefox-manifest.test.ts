import { describe, expect, it } from 'vitest';
import { toFirefoxManifest } from '../../../scripts/firefox-manifest';

const chromeManifest = {
  manifest_version: 3,
  name: 'Sidelight',
  minimum_chrome_version: '116',
  permissions: ['sidePanel', 'storage', 'offscreen', 'scripting', 'privacy'],
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
  it('drops Chrome-only permissions (privacy too: see CHROME_ONLY_PERMISSIONS) and keys, keeps the rest, adds dns and webRequestBlocking (hosts are resolved before the model’s requests and its tabs’ requests), contextualIdentities and browsingData (each agent tab in a container of its own, emptied after it)', () => {
    expect(ff.permissions).toEqual(['storage', 'scripting', 'dns', 'webRequestBlocking', 'contextualIdentities', 'browsingData']);
    expect(ff.minimum_chrome_version).toBeUndefined();
    expect(ff.name).toBe('Sidelight');
  });
  it('names a policy for its pages that keeps scripts to the extension and leaves http:// requests as they are (issue 32)', () => {
    // Without one Firefox gives MV3 pages `script-src 'self'; upgrade-insecure-requests;`.
    const csp = (ff.content_security_policy as { extension_pages: string }).extension_pages;
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name = '', ...sources]) => [name, sources] as const),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'self'"]);
    expect(directives.has('upgrade-insecure-requests')).toBe(false);
    expect(directives.has('block-all-mixed-content')).toBe(false);
  });
  it('adds a gecko id', () => {
    expect((ff.browser_specific_settings as { gecko: { id: string } }).gecko.id).toBe('sidelight@sidelight.dev');
  });
});
