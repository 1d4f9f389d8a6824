/**
 * `npm run package` (after `npm run build` and `npm run build:firefox`): the files a release uploads,
 * under packages/ — the Chrome Web Store zip, the Firefox .xpi (unsigned; AMO signs it) and the
 * source zip AMO asks for because the shipped code is bundled. web-ext builds both extension
 * archives: it zips a folder as the stores expect and names the file from the manifest.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageFiles, PACKAGES_DIR } from './package-files';

const root = fileURLToPath(new URL('../', import.meta.url));
const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string };
const files = packageFiles(version);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

for (const dir of ['dist', 'dist-firefox']) {
  let manifest: { version?: string };
  try {
    manifest = JSON.parse(readFileSync(`${root}${dir}/manifest.json`, 'utf8'));
  } catch {
    fail(`${dir}/manifest.json is missing: run \`npm run build && npm run build:firefox\` first.`);
  }
  if (manifest.version !== version) {
    fail(`${dir}/manifest.json says version ${manifest.version}, package.json says ${version}: rebuild.`);
  }
}

rmSync(`${root}${PACKAGES_DIR}`, { recursive: true, force: true });
mkdirSync(`${root}${PACKAGES_DIR}`, { recursive: true });

function webExtBuild(sourceDir: string, target: string): void {
  execFileSync(
    'npx',
    ['web-ext', 'build', '--source-dir', sourceDir, '--artifacts-dir', dirname(target), '--filename', basename(target), '--overwrite-dest'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}
webExtBuild('dist', files.chrome);
webExtBuild('dist-firefox', files.firefox);

// The source zip is the commit, not the working tree: what a reviewer rebuilds must be what was
// committed. Say so when the tree has changes the packages were built with.
const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim();
if (dirty) {
  console.warn('Warning: uncommitted changes are in the built packages but not in the source zip (it holds HEAD). Commit, then package again.');
}
execFileSync('git', ['archive', '--format=zip', '-o', files.source, 'HEAD'], { cwd: root });

console.log(`Sidelight ${version} packaged:`);
for (const file of Object.values(files)) console.log(`  ${file}`);
