/**
 * Which built files a page loads before it runs and which it loads later by `import()`, read from vite's
 * build manifest (`dist/.vite/manifest.json`, `build.manifest` in vite.config.ts). Pure: the caller reads
 * the file. Used by the bundle-size bench, `scripts/bundle-sizes.ts` and the build-output test.
 */

/** One entry of vite's manifest (see vite's `ManifestChunk`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

function chunk(manifest: ViteManifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`vite's manifest has no chunk ${key}`);
  return found;
}

/** Manifest keys of `key` and every chunk it imports statically, transitively. */
export function staticKeys(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk(manifest, key).imports ?? []) staticKeys(manifest, dep, seen);
  return seen;
}

/** Files (relative to dist/) an entry loads before its code runs: its chunk and its static imports. */
export function initialFiles(manifest: ViteManifest, entry: string): string[] {
  return [...staticKeys(manifest, entry)].map((k) => chunk(manifest, k).file);
}

export interface LazyEntry {
  /** The module `import()` names (a manifest key: source path, or `_name.js` for a shared chunk). */
  key: string;
  /** Files it adds to what the page already loaded: its chunk and static imports not loaded before. */
  files: string[];
}

/**
 * Every chunk the entry can reach by `import()` (from its initial files or from lazy chunks), each with
 * the files it adds beyond the initial ones, in discovery order.
 */
export function lazyEntries(manifest: ViteManifest, entry: string): LazyEntry[] {
  const initial = staticKeys(manifest, entry);
  const out: LazyEntry[] = [];
  const visited = new Set<string>();
  const queue = [...initial].flatMap((k) => chunk(manifest, k).dynamicImports ?? []);
  while (queue.length > 0) {
    const key = queue.shift()!;
    if (visited.has(key) || initial.has(key)) continue;
    visited.add(key);
    const keys = [...staticKeys(manifest, key)].filter((k) => !initial.has(k));
    out.push({ key, files: keys.map((k) => chunk(manifest, k).file) });
    for (const k of keys) queue.push(...(chunk(manifest, k).dynamicImports ?? []));
  }
  return out;
}
