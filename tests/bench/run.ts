/**
 * `npm run bench`: runs every `tests/bench/*.bench.ts` (or those named on the command line) and
 * prints their figures. Each bench file default-exports `async (): Promise<BenchSection>`.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchSection } from './bench-types';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

let failed = false;
for (const file of files) {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { default: () => Promise<BenchSection> };
  try {
    const section = await mod.default();
    console.log(`\n## ${section.title}`);
    for (const row of section.rows) {
      const goal = row.goal ? `  (goal ${row.goal}${row.met === undefined ? '' : row.met ? ', met' : ', NOT met'})` : '';
      console.log(`  ${row.name.padEnd(58)} ${row.value}${goal}`);
    }
    for (const note of section.notes ?? []) console.log(`  ${note}`);
  } catch (err) {
    failed = true;
    console.error(`\n## ${file} failed:`, err);
  }
}
if (failed) process.exitCode = 1;
