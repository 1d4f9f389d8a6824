import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toFirefoxManifest, type Manifest } from './firefox-manifest';

// Same bundle as the Chromium build; only the manifest differs.
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const out = fileURLToPath(new URL('../dist-firefox/', import.meta.url));

if (!existsSync(`${dist}manifest.json`)) {
  console.error('dist/ has no build yet: run `npm run build` first.');
  process.exit(1);
}
await rm(out, { recursive: true, force: true });
await cp(dist, out, { recursive: true });
const manifest = JSON.parse(await readFile(`${dist}manifest.json`, 'utf8')) as Manifest;
await writeFile(`${out}manifest.json`, `${JSON.stringify(toFirefoxManifest(manifest), null, 2)}\n`);
console.log('Firefox build written to dist-firefox/');
