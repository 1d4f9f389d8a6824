import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WORLD_ENV } from './addresses';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** True inside the hostile world's namespace (run-in-world.ts sets it). */
export function insideWorld(): boolean {
  return process.env[WORLD_ENV] === '1';
}

/**
 * Runs one e2e test file again inside a new network and mount namespace (`unshare --net --mount`,
 * needs root), where run-in-world.ts builds the world first. Resolves with the exit code and
 * everything it printed; a namespace that cannot be made is a failure with unshare's own words.
 */
export function runFileInWorld(testFile: string, timeoutMs: number): Promise<{ code: number | null; output: string }> {
  const args = ['--net', '--mount', '--', process.execPath, '--import', 'tsx', 'tests/support/net-world/run-in-world.ts', '--', process.execPath, 'node_modules/vitest/vitest.mjs', 'run', '--project', 'e2e', testFile];
  return new Promise((resolve) => {
    const child = spawn('unshare', args, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      resolve({ code: null, output: `${output}\nhostile world: could not start unshare: ${err.message}` });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
