/**
 * `npm ci` warns (EBADENGINE) for every installed package whose `engines.node` excludes the running
 * Node. The README promises Node 20 (package.json: engines.node), so every package in the lock must
 * accept the oldest Node that range allows — puppeteer-core 25 (Node >= 22.12) did not.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(`${root}package-lock.json`, 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
};

describe('Node engines of the locked dependencies', () => {
  const oldestNode = semver.minVersion(pkg.engines.node);

  it('the project names a Node 20 minimum', () => {
    expect(oldestNode?.major).toBe(20);
  });

  it('every package in package-lock.json accepts that Node, so npm ci prints no engine warnings', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path.startsWith('node_modules/') || path.includes('/node_modules/'))
      .flatMap(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        if (!range || !oldestNode) return [];
        return semver.satisfies(oldestNode, range, { includePrerelease: true }) ? [] : [`${path}@${entry.version} wants node ${range}`];
      });
    expect(refusing).toEqual([]);
  });
});
