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
