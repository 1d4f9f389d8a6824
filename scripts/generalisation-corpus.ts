/**
 * Builds tests/fixtures/generalisation: real pages from extractor projects' test fixtures, each with
 * its source, licence, language and site, annotated with "with"/"without" segments by
 * scripts/annotate-segments.ts and put in the dev or the test half by its site. Reads the sources from
 * local git mirrors (`fetch` of a public repository), never from the network:
 *
 *   node --import tsx scripts/generalisation-corpus.ts --mirror /work/.mirror
 *
 * Writes one `<source>.json.gz` per source (the pages' HTML, decoded to UTF-8) and `manifest.json`
 * (everything but the HTML, to read and diff). Never reads trafilatura's evaluation data (adbar/trafilatura
 * `tests/`, `evaldata.json`, nor ports' copies of them): it is the set held out to judge the pipeline.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { decodeBytes } from '../src/core/document/parse/decode-bytes';
import { siteOf } from '../src/core/document/dom/same-site';
import { annotate } from './annotate-segments';
import { parseHtml } from './page2md-dom';
import { splitOf, type CorpusPage, type ManifestEntry } from '../tests/bench/generalisation-corpus';

interface Source {
  name: string;
  repo: string;
  licence: string;
  /** The source's pages: path of the HTML, its URL, its gold text, a language the source states. */
  pages: (git: Git) => { path: string; url: string; gold: string; lang?: string }[];
}

interface Git {
  commit: string;
  show: (path: string) => Buffer;
  list: (dir: string) => string[];
}

const args = process.argv.slice(2);
const mirror = args[args.indexOf('--mirror') + 1] ?? '/work/.mirror';
const out = fileURLToPath(new URL('../tests/fixtures/generalisation/', import.meta.url));

const text = (b: Buffer) => b.toString('utf8');

const SOURCES: Source[] = [
  {
    // newspaper4k's tests: each page's article text as newspaper extracts it, checked by hand when written.
    name: 'newspaper4k',
    repo: 'AndyTheFactory/newspaper4k',
    licence: 'MIT (LICENSE; goose-derived parts Apache-2.0, GOOSE-LICENSE.txt)',
    pages: (git) => {
      const txt = new Set(git.list('tests/data/txt').map((p) => p.replace(/^.*\//, '').replace(/\.txt$/, '')));
      const meta = new Set(git.list('tests/data/metadata').map((p) => p.replace(/^.*\//, '').replace(/\.json$/, '')));
      return git
        .list('tests/data/html')
        .map((p) => p.replace(/^.*\//, '').replace(/\.html$/, ''))
        .filter((n) => txt.has(n) && meta.has(n))
        .flatMap((n) => {
          const m = JSON.parse(text(git.show(`tests/data/metadata/${n}.json`))) as { url?: string; language?: string };
          if (!m.url) return [];
          return [{ path: `tests/data/html/${n}.html`, url: m.url, gold: text(git.show(`tests/data/txt/${n}.txt`)), lang: m.language }];
        });
    },
  },
  {
    // goose3's content tests: `cleaned_text` is the article's opening as goose extracts it.
    name: 'goose3',
    repo: 'goose3/goose3',
    licence: 'Apache-2.0 (LICENSE.txt)',
    pages: (git) =>
      git
        .list('tests/data/content')
        .filter((p) => p.endsWith('.json'))
        .flatMap((p) => {
          const html = p.replace(/\.json$/, '.html');
          const j = JSON.parse(text(git.show(p))) as { url?: string; expected?: { cleaned_text?: string; final_url?: string } };
          const url = j.url ?? j.expected?.final_url;
          const gold = j.expected?.cleaned_text;
          if (!url || !gold || !git.list('tests/data/content').includes(html)) return [];
          return [{ path: html, url, gold }];
        }),
  },
  {
    // Postlight Parser's per-site extractors: each test states the content's first words on the fixture.
    name: 'postlight',
    repo: 'postlight/parser',
    licence: 'MIT or Apache-2.0 (LICENSE-MIT, LICENSE-APACHE)',
    pages: (git) =>
      git
        .list('src/extractors/custom')
        .filter((p) => p.endsWith('/index.test.js'))
        .flatMap((p) => {
          const test = text(git.show(p));
          const url = /\burl\s*=\s*(['"`])(https?:[^'"`]+)\1/.exec(test)?.[2];
          const fixture = /readFileSync\(\s*['"`]\.\/(fixtures\/[^'"`]+)['"`]/.exec(test)?.[1];
          const first = /first13,\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1\s*\)/.exec(test)?.[2];
          if (!url || !fixture || !first) return [];
          return [{ path: fixture, url, gold: first.replace(/\\(['"`\\])/g, '$1') }];
        }),
  },
];

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

mkdirSync(out, { recursive: true });
const manifest: ManifestEntry[] = [];
for (const source of SOURCES) {
  const git = gitOf(join(mirror, source.repo.replace('/', '+'), 'repo'));
  const pages: CorpusPage[] = [];
  for (const p of source.pages(git)) {
    const bytes = git.show(p.path);
    const html = decodeBytes(new Uint8Array(bytes), 'text/html', { html: true }).text;
    if (html.length < 5_000) continue; // hand-made snippets of a few tags, no page
    const doc = parseHtml(html, p.url);
    const segments = annotate(doc, p.gold);
    if (segments.with.length === 0) continue; // the gold is not on the page (it was fetched again since)
    const site = siteOf(new URL(p.url).hostname);
    const entry: ManifestEntry = {
      id: `${source.name}/${p.path.replace(/^.*\//, '').replace(/\.html?$/, '')}`,
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
    manifest.push(entry);
    pages.push({ id: entry.id, url: p.url, html });
  }
  writeFileSync(join(out, `${source.name}.json.gz`), gzipSync(JSON.stringify(pages), { level: 9 }));
  console.log(`${source.name}: ${pages.length} pages`);
}
writeFileSync(join(out, 'manifest.json'), JSON.stringify(manifest, null, 1) + '\n');
const by = (k: keyof ManifestEntry) => Object.entries(manifest.reduce<Record<string, number>>((m, e) => ((m[String(e[k])] = (m[String(e[k])] ?? 0) + 1), m), {}));
console.log('languages', by('lang'), 'splits', by('split'));
