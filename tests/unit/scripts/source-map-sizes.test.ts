import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { decodeVlq, packageOf, shareBySource, UNMAPPED } from '../../../scripts/source-map-sizes';

describe('decodeVlq', () => {
  it('reads base64 VLQ fields: sign in the lowest bit, continuation in the sixth', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('ECAA')).toEqual([2, 1, 0, 0]);
    expect(decodeVlq('CDAA')).toEqual([1, -1, 0, 0]);
    expect(decodeVlq('gB')).toEqual([16]);
    expect(() => decodeVlq('A!')).toThrow(/not a base64 VLQ digit/);
  });
});

describe('shareBySource', () => {
  it('gives each range to the source of the segment it starts with; bytes before any segment are unmapped', () => {
    const code = 'xxyy\nzz\n w';
    const shares = shareBySource(code, { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,ECAA;AAAA;CDAA' });
    const by = Object.fromEntries(shares.map((s) => [s.source, s.code]));
    expect(by).toEqual({ 'a.ts': 'xxw', 'b.ts': 'yy\nzz\n', [UNMAPPED]: ' ' });
    expect(shares.reduce((n, s) => n + s.bytes, 0)).toBe(code.length);
  });

  it("splits a real bundler's output by module (esbuild, minified, with a source map)", async () => {
    const result = await build({
      stdin: { contents: "import { alpha } from './alpha'; import { beta } from './beta'; console.log(alpha(), beta());", resolveDir: '/', sourcefile: 'entry.ts', loader: 'ts' },
      plugins: [
        {
          name: 'virtual',
          setup(b) {
            b.onResolve({ filter: /^\.\/(alpha|beta)$/ }, (a) => ({ path: `${a.path.slice(2)}.ts`, namespace: 'v' }));
            b.onLoad({ filter: /.*/, namespace: 'v' }, (a) => ({
              contents: a.path === 'alpha.ts' ? "export function alpha() { return 'ALPHA-TEXT'.repeat(2); }" : "export function beta() { return 'BETA-TEXT'.toLowerCase(); }",
              loader: 'ts',
            }));
          },
        },
      ],
      bundle: true,
      minify: true,
      sourcemap: 'external',
      write: false,
      outfile: 'out.js',
      format: 'esm',
    });
    const code = result.outputFiles.find((f) => f.path.endsWith('out.js'))!.text;
    const map = JSON.parse(result.outputFiles.find((f) => f.path.endsWith('.map'))!.text) as { sources: string[]; mappings: string };
    const shares = shareBySource(code, map);
    const of = (name: string) => shares.find((s) => s.source.endsWith(name))?.code ?? '';
    expect(of('alpha.ts')).toContain('ALPHA-TEXT');
    expect(of('alpha.ts')).not.toContain('BETA-TEXT');
    expect(of('beta.ts')).toContain('BETA-TEXT');
    expect(shares.reduce((n, s) => n + s.bytes, 0)).toBe(Buffer.byteLength(code));
  });
});

describe('packageOf', () => {
  it('names the npm package of a dependency, scoped or not, and keeps project paths', () => {
    expect(packageOf('../../node_modules/marked/lib/marked.esm.js')).toBe('marked');
    expect(packageOf('../../node_modules/@preact/signals/dist/signals.module.js')).toBe('@preact/signals');
    expect(packageOf('../../node_modules/.pnpm/x@1/node_modules/idb/build/index.js')).toBe('idb');
    expect(packageOf('../../src/sidepanel/app.tsx')).toBe('src/sidepanel/app.tsx');
  });
});
