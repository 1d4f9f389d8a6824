/**
 * Side panel figures: (1) the cost of streaming a 20,000-token answer through the real answer view in
 * headless Chromium, and (2) the gzipped JS each built entry loads (read from dist/ — build first).
 */
import { build } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { cpus, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { findBrowser } from '../../scripts/find-browser';
import { CONTENT_SCRIPT_PATH } from '../../src/background/content-script-path';
import { initialFiles, lazyEntries, type ViteManifest } from '../../scripts/vite-manifest-chunks';
import { panelLazyModules } from '../support/panel-lazy-modules';
import type { BenchRow, BenchSection } from './bench-types';
import { childCpuMs } from './child-cpu';
import { ms } from './timing';
import { answerSources, longAnswer } from './ui-answer-corpus';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const DIST = join(root, 'dist');

const TOKENS = 20_000;
/** The panel applies agent events at most once per 16 ms; at 60-250 tokens/s that is 1-4 tokens per update. */
const TOKENS_PER_UPDATE = 4;

async function streamingRows(): Promise<{ rows: BenchRow[]; notes: string[] }> {
  const bundle = await build({
    entryPoints: [join(here, 'ui-stream-page.tsx')],
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    minify: true,
    // The answer view only needs tabs for clicks, which the bench does not make.
    alias: { 'webextension-polyfill': join(here, 'ui-polyfill-stub.ts') },
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]!.text;
  const browser = await chromium.launch({ executablePath: findBrowser(), headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    // Served from an origin of its own (nothing leaves the browser: the route answers): the panel's state
    // modules use localStorage, which a setContent about:blank page is denied.
    await page.route('http://ui-bench.invalid/', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><body><div id="root" style="width:340px"></div></body></html>' }),
    );
    await page.goto('http://ui-bench.invalid/');
    await page.addStyleTag({ content: readFileSync(join(root, 'src/sidepanel/sidepanel.css'), 'utf8') });
    await page.addScriptTag({ content: script });
    const { tokens, citations } = longAnswer(TOKENS);
    const load = loadavg()[0]!;
    type Page = { uiBench: { start: (...a: unknown[]) => void; advance: (n: number) => void; finish: () => Record<string, number> } };
    await page.evaluate(([t, n, c, s]) => (window as unknown as Page).uiBench.start(t, n, c, s), [tokens, TOKENS_PER_UPDATE, citations, answerSources()] as const);
    // In tenths, with the browser's CPU time read between them: the work per tenth, whatever the load.
    const updates = Math.ceil(tokens.length / TOKENS_PER_UPDATE);
    const cpuPerTenth: number[] = [];
    for (let tenth = 0; tenth < 10; tenth++) {
      const before = childCpuMs();
      await page.evaluate((n) => (window as unknown as Page).uiBench.advance(n), Math.ceil(updates / 10));
      const after = childCpuMs();
      if (before !== undefined && after !== undefined) cpuPerTenth.push(after - before);
    }
    const r = await page.evaluate(() => (window as unknown as Page).uiBench.finish());
    const growth = r.lastQuarterMeanMs! / Math.max(r.firstQuarterMeanMs!, 0.001);
    const tenths = r.lastTenthMeanMs! / Math.max(r.firstTenthMeanMs!, 0.001);
    return {
      rows: [
        { name: `stream ${TOKENS} tokens (${r.updates} updates of ${TOKENS_PER_UPDATE}): total`, value: ms(r.totalMs!) },
        { name: 'longest single update', value: `${ms(r.maxMs!)} (update #${r.maxAt}; next longest ${ms(r.secondMs!)})`, goal: '≤ 50 ms', met: r.maxMs! <= 50 },
        { name: 'first update (cold: JIT, first marked/DOMPurify call, first layout)', value: ms(r.firstMs!) },
        { name: 'longest update after the first', value: ms(r.maxAfterFirstMs!), goal: '≤ 50 ms', met: r.maxAfterFirstMs! <= 50 },
        { name: '99th percentile update', value: ms(r.p99Ms!) },
        { name: 'mean update, first quarter → last quarter', value: `${ms(r.firstQuarterMeanMs!)} → ${ms(r.lastQuarterMeanMs!)} (×${growth.toFixed(1)})` },
        { name: 'mean update, last tenth ÷ first tenth (flat = ×1)', value: `×${tenths.toFixed(2)}` },
        {
          name: 'browser CPU per tenth of the answer (500 updates each)',
          value:
            cpuPerTenth.length === 10
              ? `${cpuPerTenth.map((c) => c.toFixed(0)).join(', ')} ms; last ÷ 2nd ×${(cpuPerTenth[9]! / Math.max(cpuPerTenth[1]!, 1)).toFixed(2)} (wall-clock ×${tenths.toFixed(2)})`
              : 'no /proc: not measured',
        },
        { name: 'longest update ÷ median update', value: `×${(r.maxMs! / Math.max(r.medianMs!, 0.001)).toFixed(0)} (median ${ms(r.medianMs!)})` },
        // Counted, not timed: the same on a loaded machine. A full re-render would parse every block.
        {
          name: 'blocks parsed + sanitised per update',
          value: `max ${r.maxParsed}, mean ${r.meanParsed!.toFixed(2)} (last tenth ${r.lastTenthMeanParsed!.toFixed(2)})`,
          goal: '≤ 3',
          met: r.maxParsed! <= 3,
        },
      ],
      notes: [
        `Measured in headless Chromium: marked + DOMPurify + citation chips + preact diff + forced style and layout with the panel's CSS, per update, for ${r.chars} characters with ${r.chipCount} chips.`,
        'Not measured: the agent loop and the 16 ms event batching (updates are applied back to back).',
        // Wall-clock figures: on a shared machine a single update can include time the page was not scheduled.
        'Browser CPU (from /proc, 10 ms ticks, the whole browser) is the work itself; wall-clock figures also count time the page waited for a core. The first tenth includes the cold start.',
        `Load average (1 min) at the start → end of the run: ${load.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores.`,
        'Answer: pages first cited one after another all the way down, numbered as the Sources list numbers them (cited first), so late first citations renumber the rest.',
      ],
    };
  } finally {
    await browser.close();
  }
}

/** Every file an entry loads: the script itself and its static imports, transitively. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  // Static imports, and the crxjs loaders' `import(chrome.runtime.getURL("assets/….js"))`.
  for (const m of text.matchAll(/(?:import|from|getURL\()\s*["']([^"']+\.js)["']/g)) {
    const spec = m[1]!;
    const target = spec.startsWith('/') ? join(DIST, spec) : spec.startsWith('assets/') ? join(DIST, spec) : join(dirname(file), spec);
    closure(target, seen);
  }
  return seen;
}

function htmlScripts(htmlPath: string): string[] {
  if (!existsSync(htmlPath)) return [];
  const html = readFileSync(htmlPath, 'utf8');
  return [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => join(DIST, posix.normalize(m[1]!)));
}

function entrySize(files: string[]): { raw: number; gz: number } {
  const all = new Set<string>();
  for (const f of files) closure(f, all);
  return filesSize(all);
}

function filesSize(files: Iterable<string>): { raw: number; gz: number } {
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const buf = readFileSync(f);
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
  }
  return { raw, gz };
}

function kb(n: number): string {
  return `${(n / 1024).toFixed(1)} KB`;
}

const PANEL = 'src/sidepanel/index.html';

/**
 * The side panel's JS in three parts, from vite's manifest: what it loads before its first paint (the
 * goal), the chunks it preloads as soon as it is idle after that paint (views and the agent run: loaded
 * in every session, so they are reported, not hidden), and chunks loaded only on demand (files, PDFs).
 */
function panelRows(): BenchRow[] {
  const manifestPath = join(DIST, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return [{ name: 'side panel JS', value: 'no dist/.vite/manifest.json: run `npm run build`' }];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
  const js = (files: string[]) => files.filter((f) => f.endsWith('.js')).map((f) => join(DIST, f));
  const initial = filesSize(js(initialFiles(manifest, PANEL)));
  const preloadKeys = new Set(panelLazyModules());
  const lazy = lazyEntries(manifest, PANEL);
  const preloadFiles = new Set(lazy.filter((l) => preloadKeys.has(l.key)).flatMap((l) => js(l.files)));
  const preloaded = filesSize(preloadFiles);
  const onDemand = lazy
    .filter((l) => !preloadKeys.has(l.key))
    .map((l) => ({ key: l.key, ...filesSize(js(l.files).filter((f) => !preloadFiles.has(f))) }))
    .filter((l) => l.gz > 0);
  const value = ({ raw, gz }: { raw: number; gz: number }) => `${kb(gz)} gzipped (${kb(raw)} raw)`;
  return [
    { name: 'side panel JS before first paint', value: value(initial), goal: '≤ 80 KB', met: initial.gz <= 80 * 1024 },
    { name: `side panel JS preloaded when idle after paint (${preloadKeys.size} modules)`, value: value(preloaded) },
    { name: 'side panel: first paint + idle preload', value: value({ raw: initial.raw + preloaded.raw, gz: initial.gz + preloaded.gz }) },
    ...onDemand.map((l) => ({ name: `  on demand: ${l.key.replace(/^node_modules\//, '')}`, value: value(l) })),
  ];
}

function sizeRows(): { rows: BenchRow[]; notes: string[] } {
  if (!existsSync(join(DIST, 'manifest.json'))) return { rows: [], notes: ['dist/ is missing: run `npm run build` for entry sizes.'] };
  const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8')) as {
    background?: { service_worker?: string };
    content_scripts?: { js?: string[] }[];
    web_accessible_resources?: { resources?: string[] }[];
  };
  const rows: BenchRow[] = [];
  const add = (name: string, files: string[], goalKB?: number) => {
    if (files.length === 0) {
      rows.push({ name, value: 'not built' });
      return;
    }
    const { raw, gz } = entrySize(files);
    rows.push({ name, value: `${kb(gz)} gzipped (${kb(raw)} raw)`, ...(goalKB ? { goal: `≤ ${goalKB} KB`, met: gz <= goalKB * 1024 } : {}) });
  };
  rows.push(...panelRows());
  add('options page JS', htmlScripts(join(DIST, 'src/options/index.html')));
  add('offscreen document JS', htmlScripts(join(DIST, 'src/offscreen/index.html')));
  add('service worker JS', manifest.background?.service_worker ? [join(DIST, manifest.background.service_worker)] : []);
  // The content script is injected on demand (scripting.executeScript of one self-contained file at
  // CONTENT_SCRIPT_PATH), so it is either declared in the manifest or found at that path.
  const declared = (manifest.content_scripts ?? []).flatMap((c) => c.js ?? []).map((f) => join(DIST, f));
  const onDemand = existsSync(join(DIST, CONTENT_SCRIPT_PATH)) ? [join(DIST, CONTENT_SCRIPT_PATH)] : [];
  // What its size costs is measured in the search bench (injection into a fresh tab: the whole script
  // about 15 ms over a one-line function, and a script twice as large about 11 ms more). 80 KB keeps
  // that under the injection row's 30 ms; the 60 KB this goal was set at, with the script at 19.5 KB,
  // was headroom, not a measured cost.
  add('content script JS', declared.length ? declared : onDemand, 80);
  return {
    rows,
    notes: [
      'Sizes: each entry plus every chunk it statically imports, gzip -9 per file, summed.',
      'Side panel: from dist/.vite/manifest.json; preloaded = the import() targets in src/sidepanel/lazy/. On-demand rows count only files not already loaded; `npm run sizes` breaks each part down by module.',
    ],
  };
}

export default async function uiBench(): Promise<BenchSection> {
  const s = await streamingRows();
  const z = sizeRows();
  return { title: 'Side panel: streaming render cost and bundle sizes', rows: [...s.rows, ...z.rows], notes: [...s.notes, ...z.notes] };
}
