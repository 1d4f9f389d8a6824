import { describe, expect, it } from 'vitest';
import { initialFiles, lazyEntries, type ViteManifest } from '../../../scripts/vite-manifest-chunks';

/** The shape vite writes: an entry, shared chunks, a lazy view and a lazy chunk that imports another. */
const manifest: ViteManifest = {
  'src/page/index.html': { file: 'assets/page.js', isEntry: true, imports: ['_shared.js', '_preact.js'], dynamicImports: ['src/page/view.tsx', 'src/page/run.ts'] },
  '_shared.js': { file: 'assets/shared.js', imports: ['_preact.js'] },
  '_preact.js': { file: 'assets/preact.js' },
  'src/page/view.tsx': { file: 'assets/view.js', isDynamicEntry: true, imports: ['_preact.js', '_helpers.js'] },
  'src/page/run.ts': { file: 'assets/run.js', isDynamicEntry: true, imports: ['_helpers.js'], dynamicImports: ['src/page/pdf.ts'] },
  '_helpers.js': { file: 'assets/helpers.js' },
  'src/page/pdf.ts': { file: 'assets/pdf.js', isDynamicEntry: true, imports: ['_shared.js'] },
  'src/other.html': { file: 'assets/other.js', isEntry: true, imports: ['_preact.js'] },
};

describe('initialFiles', () => {
  it('is the entry and what it imports statically, transitively, each once', () => {
    expect(initialFiles(manifest, 'src/page/index.html').sort()).toEqual(['assets/page.js', 'assets/preact.js', 'assets/shared.js']);
  });

  it('names a missing entry', () => {
    expect(() => initialFiles(manifest, 'src/nope.html')).toThrow(/no chunk src\/nope.html/);
  });
});

describe('lazyEntries', () => {
  it('lists every import() target reachable from the entry, with only the files it adds', () => {
    expect(lazyEntries(manifest, 'src/page/index.html')).toEqual([
      { key: 'src/page/view.tsx', files: ['assets/view.js', 'assets/helpers.js'] },
      { key: 'src/page/run.ts', files: ['assets/run.js', 'assets/helpers.js'] },
      { key: 'src/page/pdf.ts', files: ['assets/pdf.js'] },
    ]);
  });

  it('is empty for a page that imports nothing lazily', () => {
    expect(lazyEntries(manifest, 'src/other.html')).toEqual([]);
  });
});
