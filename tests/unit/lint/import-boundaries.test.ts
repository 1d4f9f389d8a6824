/**
 * The import-boundaries lint rule (eslint-rules/import-boundaries.js), run through the project's own
 * ESLint config on each folder of tests/fixtures/import-boundaries/: input.ts linted as if it lived
 * at case.json's `path`, with the boundary crossings it must report (none for allowed imports).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const fixtures = join(root, 'tests/fixtures/import-boundaries');
const eslint = new ESLint({ cwd: root });

describe('lint: import boundaries between the parts of src/', () => {
  for (const name of readdirSync(fixtures)) {
    const spec = JSON.parse(readFileSync(join(fixtures, name, 'case.json'), 'utf8')) as { path: string; crossings: string[] };
    it(`${name}: ${spec.crossings.length ? spec.crossings.join('; ') : 'allowed'}`, async () => {
      const code = readFileSync(join(fixtures, name, 'input.ts'), 'utf8');
      const [result] = await eslint.lintText(code, { filePath: join(root, spec.path) });
      const crossings = result!.messages.filter((m) => m.ruleId === 'sidelight/import-boundaries').map((m) => m.message);
      expect(crossings).toHaveLength(spec.crossings.length);
      spec.crossings.forEach((expected, i) => expect(crossings[i]).toContain(expected));
      // The fixture is otherwise clean, so a crossing is the only thing that can fail it.
      expect(result!.messages.filter((m) => m.ruleId !== 'sidelight/import-boundaries')).toEqual([]);
    });
  }
});
