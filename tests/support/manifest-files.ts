/**
 * Every file a built manifest names — icons, background, pages, content scripts, locales — so a
 * package check can prove the store zip is complete. Patterns (web_accessible_resources globs) are
 * left out: they name no one file.
 */
export interface BuiltManifest {
  [key: string]: unknown;
  version?: string;
  default_locale?: string;
  icons?: Record<string, string>;
  action?: { default_icon?: Record<string, string> | string; default_popup?: string };
  background?: { service_worker?: string; scripts?: string[]; page?: string };
  side_panel?: { default_path?: string };
  sidebar_action?: { default_panel?: string; default_icon?: Record<string, string> | string };
  options_ui?: { page?: string };
  options_page?: string;
  content_scripts?: { js?: string[]; css?: string[] }[];
  web_accessible_resources?: { resources?: string[] }[];
}

function iconFiles(icons: Record<string, string> | string | undefined): string[] {
  if (!icons) return [];
  return typeof icons === 'string' ? [icons] : Object.values(icons);
}

export function manifestFiles(manifest: BuiltManifest): string[] {
  const named = [
    ...iconFiles(manifest.icons),
    ...iconFiles(manifest.action?.default_icon),
    manifest.action?.default_popup,
    manifest.background?.service_worker,
    ...(manifest.background?.scripts ?? []),
    manifest.background?.page,
    manifest.side_panel?.default_path,
    manifest.sidebar_action?.default_panel,
    ...iconFiles(manifest.sidebar_action?.default_icon),
    manifest.options_ui?.page,
    manifest.options_page,
    ...(manifest.content_scripts ?? []).flatMap((script) => [...(script.js ?? []), ...(script.css ?? [])]),
    ...(manifest.web_accessible_resources ?? []).flatMap((entry) => entry.resources ?? []).filter((r) => !r.includes('*')),
    manifest.default_locale ? `_locales/${manifest.default_locale}/messages.json` : undefined,
  ];
  return [...new Set(named.filter((file): file is string => Boolean(file)).map((file) => file.replace(/^\//, '')))].sort();
}

/** Local files an extension page loads: `<script src>`, `<link href>` (stylesheets, modulepreload). */
export function pageAssets(html: string, pagePath: string): string[] {
  const base = new URL(pagePath, 'ext://x/');
  const refs = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"/g)].flatMap((m) => (m[1] ? [m[1]] : []));
  return refs
    .map((ref) => new URL(ref, base))
    .filter((url) => url.protocol === 'ext:')
    .map((url) => url.pathname.replace(/^\//, ''));
}
