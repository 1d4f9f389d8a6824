import { readFileSync } from 'node:fs';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';

/**
 * The side panel shows what the model writes. Its page must not load or look up anything the model
 * names: a host it made up can carry what it read (`https://door-code-4711.attacker.example/`), in a
 * request or in the DNS lookup alone.
 */
const html = readFileSync(new URL('../../../src/sidepanel/index.html', import.meta.url), 'utf8');
const { document } = parseHTML(html);
const meta = (name: string) => document.querySelector(`meta[http-equiv="${name}"]`)?.getAttribute('content') ?? '';

describe('the side panel page', () => {
  it('loads images, styles, fonts, media and frames from the extension only', () => {
    const directives = new Map(
      meta('Content-Security-Policy')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name, sources] as const),
    );
    for (const d of ['img-src', 'style-src', 'font-src', 'media-src', 'frame-src', 'object-src']) {
      expect(directives.get(d), d).toBeDefined();
      expect(directives.get(d)!.filter((v) => /^(https?:|\*|wss?:)/.test(v)), d).toEqual([]);
    }
  });

  it('turns off DNS prefetching of the links it shows', () => {
    expect(meta('x-dns-prefetch-control')).toBe('off');
  });
});
