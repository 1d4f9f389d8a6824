import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));

interface LintReport {
  summary: { errors: number; warnings: number };
  errors: { code: string; message: string; file?: string }[];
}

describe('the Firefox build (dist-firefox/, made by npm run build:firefox)', () => {
  it('has a Firefox-shaped manifest', async () => {
    const manifest = JSON.parse(await readFile(`${root}dist-firefox/manifest.json`, 'utf8'));
    expect(manifest.sidebar_action.default_panel).toBe('src/sidepanel/index.html');
    expect(manifest.background.scripts).toHaveLength(1);
    expect(manifest.background.service_worker).toBeUndefined();
    expect(manifest.browser_specific_settings.gecko.id).toMatch(/@/);
    expect(manifest.permissions).not.toContain('sidePanel');
  });

  it('passes web-ext lint with no errors', async () => {
    const { stdout } = await run('npx', ['web-ext', 'lint', '--source-dir', 'dist-firefox', '--output', 'json', '--self-hosted'], {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const report = JSON.parse(stdout) as LintReport;
    expect(report.errors).toEqual([]);
    expect(report.summary.errors).toBe(0);
  });
});
