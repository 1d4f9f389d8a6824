/**
 * `npm run sizes [-- entry] [--packages]`: what a page's JavaScript is made of. Builds once with source
 * maps into .scratch/bundle-sizes/ (dist/ is left alone), then prints, for the entry's initial files and for each
 * chunk it loads by `import()`, every source module's size: raw bytes and gzip -9 of its bytes alone
 * (an upper bound: compressed together, modules share a dictionary; the per-file totals are exact).
 * Entry: a key of vite's manifest, `src/sidepanel/index.html` by default; `--packages` sums by npm package.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { packageOf, shareBySource, type SourceMapV3 } from './source-map-sizes';
import { initialFiles, lazyEntries, type ViteManifest } from './vite-manifest-chunks';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, '.scratch/bundle-sizes');
const entry = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'src/sidepanel/index.html';
const byPackage = process.argv.includes('--packages');

rmSync(out, { recursive: true, force: true });
await build({ root, logLevel: 'warn', build: { outDir: out, emptyOutDir: true, sourcemap: true } });
const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8')) as ViteManifest;

const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(7)} KB`;
const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

function report(title: string, files: string[]): number {
  const modules = new Map<string, { raw: number; code: string[] }>();
  let fileGz = 0;
  let fileRaw = 0;
  for (const file of files) {
    const path = join(out, file);
    const code = readFileSync(path, 'utf8');
    fileGz += gz(code);
    fileRaw += Buffer.byteLength(code);
    if (!file.endsWith('.js') || !existsSync(`${path}.map`)) continue;
    const map = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as SourceMapV3;
    for (const share of shareBySource(code.replace(/\n\/\/# sourceMappingURL=.*\s*$/, ''), map)) {
      const name = byPackage ? packageOf(share.source) : share.source.replace(/^(\.\.\/)+/, '');
      const m = modules.get(name) ?? { raw: 0, code: [] };
      m.raw += share.bytes;
      m.code.push(share.code);
      modules.set(name, m);
    }
  }
  console.log(`\n## ${title}: ${kb(fileGz).trim()} gzipped, ${kb(fileRaw).trim()} raw, ${files.length} file(s)`);
  console.log(`   ${files.join(', ')}`);
  const rows = [...modules].map(([name, m]) => ({ name, raw: m.raw, gz: gz(m.code.join('')) })).sort((a, b) => b.gz - a.gz);
  for (const r of rows) console.log(`${kb(r.gz)} gz ${kb(r.raw)} raw  ${r.name}`);
  return fileGz;
}

report(`${entry}: initial (loaded before first paint)`, initialFiles(manifest, entry).filter((f) => f.endsWith(".js")));
for (const lazy of lazyEntries(manifest, entry)) {
  report(`lazy: ${lazy.key}`, lazy.files.filter((f) => f.endsWith('.js')));
}
