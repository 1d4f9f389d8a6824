/**
 * Builds tests/fixtures/generalisation: real pages from extractor projects' test fixtures, each with
 * its source, licence, language and site, annotated with "with"/"without" segments by
 * scripts/annotate-segments.ts and put in the dev or the test half by its site. Reads the sources from
 * local git mirrors (`fetch` of a public repository), never from the network:
 *
 *   node --import tsx scripts/generalisation-corpus.ts --mirror /work/.mirror
 *
 * The sources are one module each in scripts/generalisation-sources/ (listed in its index.ts). Writes one
 * `<source>.json.gz` per source (the pages' HTML, decoded to UTF-8), each source's licence files as
 * `<source>-<file>`, and `manifest.json` (everything but the HTML, to read and diff). A page an earlier
 * source already gave (same URL but for scheme, `www.`, query and fragment; or the same HTML) is skipped.
 * Never reads trafilatura's evaluation data (adbar/trafilatura `tests/`, `evaldata.json`, nor ports'
 * copies of them): it is the set held out to judge the pipeline.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { decodeBytes } from '../src/core/document/parse/decode-bytes';
import { siteOf } from '../src/core/document/dom/same-site';
import { annotate } from './annotate-segments';
import { SOURCES } from './generalisation-sources';
import { pageKey } from './generalisation-sources/page-key';
import type { Git } from './generalisation-sources/source';
import { parseHtml } from './page2md-dom';
import { splitOf, type CorpusPage, type ManifestEntry } from '../tests/bench/generalisation-corpus';

const args = process.argv.slice(2);
const mirror = args[args.indexOf('--mirror') + 1] ?? '/work/.mirror';
const out = fileURLToPath(new URL('../tests/fixtures/generalisation/', import.meta.url));

/** The page's language: its `<html lang>`, else the source's word, else its script's (Latin: unknown). */
function languageOf(doc: Document, stated: string | undefined): string {
  const lang = (doc.documentElement?.getAttribute('lang') ?? doc.querySelector('meta[http-equiv="content-language" i]')?.getAttribute('content') ?? '').trim().toLowerCase();
  if (/^[a-z]{2,3}\b/.test(lang)) return lang.slice(0, lang.search(/[^a-z]/) < 0 ? lang.length : lang.search(/[^a-z]/));
  if (stated) return stated.toLowerCase();
  const t = doc.body?.textContent ?? '';
  const count = (re: RegExp) => (t.match(re) ?? []).length;
  const scripts: [string, number][] = [
    ['ja', count(/[\u3040-\u30ff]/g) * 4],
    ['zh', count(/[\u4e00-\u9fff]/g)],
    ['ko', count(/[\uac00-\ud7af]/g)],
    ['ar', count(/[\u0600-\u06ff]/g)],
    ['th', count(/[\u0e00-\u0e7f]/g)],
    ['ru', count(/[\u0400-\u04ff]/g)],
  ];
  const [best, n] = scripts.sort((a, b) => b[1] - a[1])[0]!;
  return n > 200 ? best : 'und';
}

function gitOf(repoDir: string): Git {
  const commit = execFileSync('git', ['-C', repoDir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  const listing = execFileSync('git', ['-C', repoDir, 'ls-tree', '-r', '--name-only', commit], { encoding: 'utf8', maxBuffer: 1 << 28 }).split('\n');
  return {
    commit,
    show: (path) => execFileSync('git', ['-C', repoDir, 'show', `${commit}:${path}`], { maxBuffer: 1 << 28 }),
    list: (dir) => listing.filter((p) => p.startsWith(dir + '/')),
  };
}

const hashOf = (html: string) => createHash('sha256').update(html).digest('hex');
const decode = (bytes: Uint8Array) => decodeBytes(bytes, 'text/html', { html: true }).text;

/**
 * The pages of the suites the pipeline is tuned on (their HTML as decoded here, and their URLs where a
 * case states a real one): a page of theirs is no unseen page.
 */
function tunedSuitesKeys(): Set<string> {
  const keys = new Set<string>();
  const roots = [fileURLToPath(new URL('../tests/fixtures/real-pages/', import.meta.url)), fileURLToPath(new URL('../../shared/corpus/readability-pages/', import.meta.url))];
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)]));
  for (const file of roots.filter(existsSync).flatMap(walk)) {
    if (/\/source\.html(\.gz)?$/.test(file)) {
      const raw = readFileSync(file);
      keys.add(hashOf(decode(new Uint8Array(file.endsWith('.gz') ? gunzipSync(raw) : raw))));
    } else if (file.endsWith('/page.json')) {
      const url = (JSON.parse(readFileSync(file, 'utf8')) as { url?: string }).url;
      if (url && /^https?:\/\/[^/]+\.[^/]+/.test(url)) keys.add(pageKey(url));
    }
  }
  return keys;
}

mkdirSync(out, { recursive: true });
const manifest: ManifestEntry[] = [];
const seen = tunedSuitesKeys();
console.log(`pages of the tuned suites: ${seen.size} keys`);
for (const source of SOURCES) {
  const git = gitOf(join(mirror, source.repo.replace('/', '+'), 'repo'));
  for (const file of source.licenceFiles) writeFileSync(join(out, `${source.name}-${file}`), git.show(file));
  const pages: CorpusPage[] = [];
  const skipped = { small: 0, noGold: 0, copy: 0 };
  for (const p of source.pages(git)) {
    const raw = git.show(p.path);
    const bytes = p.path.endsWith('.gz') ? gunzipSync(raw) : raw;
    const decoded = decode(new Uint8Array(bytes));
    const html = p.unwrap ? p.unwrap(decoded) : decoded;
    if (html.length < 5_000) {
      skipped.small++; // hand-made snippets of a few tags, no page
      continue;
    }
    const keys = [pageKey(p.url), hashOf(html), hashOf(decoded)];
    if (keys.some((k) => seen.has(k))) {
      skipped.copy++;
      continue;
    }
    const doc = parseHtml(html, p.url);
    const golds = typeof p.gold === 'string' ? [p.gold] : p.gold;
    // Several golds (one per parser version): the one whose lines the page holds most.
    const segments = golds.map((g) => annotate(doc, g)).reduce((best, s) => (s.with.length > best.with.length ? s : best));
    if (segments.with.length === 0) {
      skipped.noGold++; // the gold is not on the page (it was fetched again since)
      continue;
    }
    for (const k of keys) seen.add(k);
    const site = siteOf(new URL(p.url).hostname);
    const entry: ManifestEntry = {
      id: `${source.name}/${p.path.replace(/^.*\//, '').replace(/\.html?(\.gz)?$/, '')}`,
      source: source.name,
      repo: source.repo,
      commit: git.commit,
      path: p.path,
      licence: source.licence,
      url: p.url,
      site,
      lang: languageOf(doc, p.lang),
      split: splitOf(site),
      with: segments.with,
      without: segments.without,
    };
    if (manifest.some((e) => e.id === entry.id)) throw new Error(`two pages named ${entry.id}`);
    manifest.push(entry);
    pages.push({ id: entry.id, url: p.url, html });
  }
  const gz = gzipSync(JSON.stringify(pages), { level: 9 });
  writeFileSync(join(out, `${source.name}.json.gz`), gz);
  console.log(`${source.name}: ${pages.length} pages, ${(gz.length / 1e6).toFixed(1)} MB; skipped`, skipped);
}
writeFileSync(join(out, 'manifest.json'), JSON.stringify(manifest, null, 1) + '\n');
const by = (k: keyof ManifestEntry) => Object.entries(manifest.reduce<Record<string, number>>((m, e) => ((m[String(e[k])] = (m[String(e[k])] ?? 0) + 1), m), {}));
console.log('languages', by('lang'), 'splits', by('split'));
