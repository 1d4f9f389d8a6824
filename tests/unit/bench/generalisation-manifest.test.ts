import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SOURCES } from '../../../scripts/generalisation-sources';
import { loadManifest, splitOf } from '../../bench/generalisation-corpus';

const dir = fileURLToPath(new URL('../../fixtures/generalisation/', import.meta.url));

describe('the generalisation corpus manifest', () => {
  const manifest = loadManifest();

  it('puts every page in the half of its site, so no site is in both halves', () => {
    expect(manifest.filter((e) => e.split !== splitOf(e.site)).map((e) => e.id)).toEqual([]);
  });

  it('names every page once and gives each at least one "with" segment', () => {
    expect(new Set(manifest.map((e) => e.id)).size).toBe(manifest.length);
    expect(manifest.filter((e) => e.with.length === 0).map((e) => e.id)).toEqual([]);
  });

  it('keeps each source’s pages and licence files beside the manifest, and only the listed sources', () => {
    const names = new Set(manifest.map((e) => e.source));
    expect([...names].sort()).toEqual(SOURCES.map((s) => s.name).sort());
    for (const s of SOURCES) {
      expect(existsSync(`${dir}${s.name}.json.gz`), s.name).toBe(true);
      for (const f of s.licenceFiles) expect(existsSync(`${dir}${s.name}-${f}`), `${s.name}-${f}`).toBe(true);
    }
  });

  it('holds nothing of trafilatura’s evaluation data, the set held out to judge the pipeline', () => {
    expect(manifest.filter((e) => /trafilatura/i.test(e.repo) || /evaldata/i.test(e.path)).map((e) => e.id)).toEqual([]);
  });
});
