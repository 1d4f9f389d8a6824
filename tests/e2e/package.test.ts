/**
 * The store packages `npm run package` writes under packages/ (test:e2e runs it before the e2e
 * project): the Chrome zip is complete and carries the package.json version, the Firefox .xpi passes
 * web-ext lint as uploaded, and the AMO source zip rebuilds to the same dist/ byte for byte.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { packageFiles } from '../../scripts/package-files';
import { manifestFiles, pageAssets, type BuiltManifest } from '../support/manifest-files';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { version: string };
const files = packageFiles(version);
const scratch: string[] = [];

afterAll(async () => {
  await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function openZip(file: string): Promise<JSZip> {
  return JSZip.loadAsync(await readFile(join(root, file)));
}

async function extract(zip: JSZip, prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  scratch.push(dir);
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    const target = join(dir, entry.name);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, await entry.async('nodebuffer'));
  }
  return dir;
}

/** path → sha256 of every file under a folder. */
async function hashTree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out[relative(dir, path)] = createHash('sha256').update(await readFile(path)).digest('hex');
  }
  return out;
}

describe('npm run package', () => {
  it('writes a Chrome Web Store zip with the package version and every file the manifest and its pages name', async () => {
    const zip = await openZip(files.chrome);
    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string')) as BuiltManifest;
    expect(manifest.version).toBe(version);
    const named = manifestFiles(manifest);
    expect(named).toContain('service-worker-loader.js');
    expect(named).toContain('src/sidepanel/index.html');
    const pages = named.filter((file) => file.endsWith('.html'));
    const assets = (
      await Promise.all(pages.map(async (page) => pageAssets(await zip.file(page)!.async('string'), page)))
    ).flat();
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    const missing = [...named, ...assets].filter((file) => !zip.file(file));
    expect(missing).toEqual([]);
  });

  it('writes a Firefox .xpi with the package version that passes web-ext lint with no errors', async () => {
    const dir = await extract(await openZip(files.firefox), 'sidelight-xpi-');
    const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as BuiltManifest;
    expect(manifest.version).toBe(version);
    expect(manifestFiles(manifest)).toContain(manifest.sidebar_action?.default_panel);
    const { stdout } = await run('npx', ['web-ext', 'lint', '--source-dir', dir, '--output', 'json', '--self-hosted'], {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const report = JSON.parse(stdout) as { summary: { errors: number }; errors: unknown[] };
    expect(report.errors).toEqual([]);
    expect(report.summary.errors).toBe(0);
  });

  it('writes a source zip without node_modules whose README says how to build, and that rebuilds to the same dist/', async () => {
    const zip = await openZip(files.source);
    const names = Object.keys(zip.files);
    expect(names.some((name) => name.startsWith('node_modules/'))).toBe(false);
    expect(names).toContain('package-lock.json');
    expect(await zip.file('README.md')!.async('string')).toContain('npm ci && npm run build && npm run build:firefox');

    const source = await extract(zip, 'sidelight-source-');
    // The same installed dependencies (npm ci from the same lock would fetch exactly these).
    await symlink(join(root, 'node_modules'), join(source, 'node_modules'), 'dir');
    // vitest sets NODE_ENV=test, which would switch preact to its development build; a reviewer has none.
    const { NODE_ENV: _testEnv, ...env } = process.env;
    await run('npm', ['run', 'build', '--', '--logLevel', 'error'], { cwd: source, env, maxBuffer: 16 * 1024 * 1024 });

    const [rebuilt, shipped] = await Promise.all([hashTree(join(source, 'dist')), hashTree(join(root, 'dist'))]);
    expect(Object.keys(rebuilt).sort(), 'file lists differ (uncommitted changes in the packaged tree?)').toEqual(
      Object.keys(shipped).sort(),
    );
    const js = (tree: Record<string, string>) => Object.entries(tree).filter(([path]) => /\.m?js$/.test(path));
    expect(js(rebuilt).length).toBeGreaterThan(5);
    expect(Object.fromEntries(js(rebuilt))).toEqual(Object.fromEntries(js(shipped)));
    expect(rebuilt['manifest.json']).toBe(shipped['manifest.json']);
  });
});
