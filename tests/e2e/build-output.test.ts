/**
 * The built extension (dist/, from `npm run build`) exposes none of its code to web pages: a
 * web_accessible_resources entry a site can reach lets it probe our URLs to learn that Sidelight is
 * installed (fingerprinting) and load our scripts. The on-demand content script is one classic file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CONTENT_SCRIPT_PATH } from '../../src/background/content-script-path';
import { EXTRACTOR_GLOBAL } from '../../src/content/extract-result';
import { initialFiles, lazyEntries, type ViteManifest } from '../../scripts/vite-manifest-chunks';
import { panelLazyModules } from '../support/panel-lazy-modules';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '../../dist');

interface WebAccessible {
  resources?: string[];
  matches?: string[];
  extension_ids?: string[];
}

/** A match pattern any ordinary web page satisfies. */
function matchesWebPages(pattern: string): boolean {
  return pattern === '<all_urls>' || /^(\*|https?|file|ftp|wss?):\/\//.test(pattern);
}

describe('the built extension output', () => {
  const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8')) as {
    web_accessible_resources?: WebAccessible[];
  };

  it('lets no web page reach any of its files (no web_accessible_resources for web pages)', () => {
    const exposed = (manifest.web_accessible_resources ?? [])
      .filter((entry) => (entry.matches ?? []).some(matchesWebPages))
      .flatMap((entry) => entry.resources ?? []);
    expect(exposed).toEqual([]);
  });

  it('builds the on-demand content script as one self-contained classic script', () => {
    const file = join(DIST, CONTENT_SCRIPT_PATH);
    expect(existsSync(file), `${CONTENT_SCRIPT_PATH} is missing from dist/`).toBe(true);
    const code = readFileSync(file, 'utf8');
    // Parses as a classic script: a static import or export would be a SyntaxError here.
    expect(() => new Script(code, { filename: CONTENT_SCRIPT_PATH })).not.toThrow();
    expect(code).not.toMatch(/\bimport\s*\(/);
    expect(code).not.toMatch(/\bchrome\.runtime\.getURL\b/);
    expect(code).toContain(EXTRACTOR_GLOBAL);
  });

  it('ships one pdf.js build: the modern one with its worker, not also the legacy build meant for Node', () => {
    const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as ViteManifest;
    const pdfjs = Object.keys(manifest).filter((key) => key.startsWith('node_modules/pdfjs-dist/') && key.endsWith('pdf.mjs'));
    expect(pdfjs).toEqual(['node_modules/pdfjs-dist/build/pdf.mjs']);
  });

  it("opens no hole for npm run dev's server: the build defines none", () => {
    const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const code = readFileSync(join(DIST, f), 'utf8');
      expect(code, f).not.toContain('__SIDELIGHT_DEV_SERVER__');
      expect(code, f).not.toContain('localhost:5173');
    }
  });
});

describe("the side panel's initial JS (vite's manifest, dist/.vite/manifest.json)", () => {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const PANEL = 'src/sidepanel/index.html';
  const initial = new Set(initialFiles(manifest, PANEL));
  const lazyKeys = lazyEntries(manifest, PANEL).map((l) => l.key);

  // Views the first paint does not show, the agent run (loaded on idle after the paint), and the
  // file-reading pipeline with pdf.js (loaded with the first attached file).
  const movedOut = [...panelLazyModules(), 'src/core/document/local/local-file.ts', 'node_modules/pdfjs-dist/build/pdf.mjs'];

  it('declares the lazy views and the agent run in src/sidepanel/lazy/', () => {
    expect(panelLazyModules()).toEqual(
      expect.arrayContaining([
        'src/sidepanel/agent/run-turn.ts',
        'src/sidepanel/components/history-view.tsx',
        'src/sidepanel/components/file-view-dialog.tsx',
        'src/sidepanel/components/no-models.tsx',
        'src/sidepanel/components/first-run.tsx',
      ]),
    );
  });

  for (const key of movedOut) {
    it(`loads ${key} by import(), in a chunk of its own outside the initial files`, () => {
      // Rolldown may keep a statically imported module's chunk as a facade over the initial chunk, so a
      // static import is caught at the source by tests/unit/sidepanel/initial-imports.test.ts.
      expect(manifest[key]?.isDynamicEntry, `${key} is not a chunk of its own`).toBe(true);
      expect(lazyKeys).toContain(key);
      expect(initial.has(manifest[key]!.file), `${manifest[key]!.file} loads before first paint`).toBe(false);
    });
  }
});
