/**
 * The side panel's modules that load by `import()` and are preloaded after the first paint: read from
 * the `import('…')` calls in src/sidepanel/lazy/, the one place that declares them. The ui bench
 * reports their size apart from the initial JS; the build-output test checks they stay out of it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const LAZY_DIR = join(root, 'src/sidepanel/lazy');

/** Source paths relative to the repository root, as vite's manifest keys them (`src/…/history-view.tsx`). */
export function panelLazyModules(): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(LAZY_DIR).filter((f) => /\.tsx?$/.test(f))) {
    const text = readFileSync(join(LAZY_DIR, file), 'utf8');
    for (const m of text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) {
      const base = join(LAZY_DIR, m[1]!);
      const path = ['.ts', '.tsx'].map((ext) => base + ext).find(existsSync);
      if (!path) throw new Error(`${file}: import('${m[1]}') names no .ts/.tsx file`);
      found.add(relative(root, path).split('\\').join('/'));
    }
  }
  return [...found].sort();
}

