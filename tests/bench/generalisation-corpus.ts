/**
 * The generalisation corpus (tests/fixtures/generalisation, built by scripts/generalisation-corpus.ts):
 * real pages from several extractor projects' fixtures, in many languages, each annotated with the
 * segment metric's "with" and "without" segments, split into a dev and a test half by site.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Segments } from './segment-metric';

export type Split = 'dev' | 'test';

export interface ManifestEntry extends Segments {
  id: string;
  source: string;
  repo: string;
  commit: string;
  path: string;
  licence: string;
  url: string;
  /** The registrable domain (dom/same-site.ts siteOf): the split is by it, so no site is in both halves. */
  site: string;
  lang: string;
  split: Split;
}

export interface CorpusPage {
  id: string;
  url: string;
  html: string;
}

export type GeneralisationPage = ManifestEntry & { html: string };

/**
 * The half a site belongs to: FNV-1a of its name, even → dev, odd → test. Fixed before any tuning and
 * independent of the pages, so a page added later lands with the other pages of its site.
 */
export function splitOf(site: string): Split {
  let h = 0x811c9dc5;
  for (let i = 0; i < site.length; i++) {
    h ^= site.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 2 === 0 ? 'dev' : 'test';
}

const dir = fileURLToPath(new URL('../fixtures/generalisation/', import.meta.url));

export function loadManifest(): ManifestEntry[] {
  return JSON.parse(readFileSync(dir + 'manifest.json', 'utf8')) as ManifestEntry[];
}

/** Every page of the manifest with its HTML. */
export function loadGeneralisationPages(): GeneralisationPage[] {
  const manifest = loadManifest();
  const html = new Map<string, string>();
  for (const source of new Set(manifest.map((e) => e.source))) {
    const pages = JSON.parse(gunzipSync(readFileSync(`${dir}${source}.json.gz`)).toString('utf8')) as CorpusPage[];
    for (const p of pages) html.set(p.id, p.html);
  }
  return manifest.map((e) => ({ ...e, html: html.get(e.id) ?? '' }));
}
