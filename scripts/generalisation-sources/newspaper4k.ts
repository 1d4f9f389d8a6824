import { baseName, text, type Source } from './source';

/** newspaper4k's tests: each page's article text as newspaper extracts it, checked by hand when written. */
export const newspaper4k: Source = {
  name: 'newspaper4k',
  repo: 'AndyTheFactory/newspaper4k',
  licence: 'MIT (LICENSE; goose-derived parts Apache-2.0, GOOSE-LICENSE.txt)',
  licenceFiles: ['LICENSE', 'GOOSE-LICENSE.txt'],
  pages: (git) => {
    const txt = new Set(git.list('tests/data/txt').map((p) => p.replace(/^.*\//, '').replace(/\.txt$/, '')));
    const meta = new Set(git.list('tests/data/metadata').map((p) => p.replace(/^.*\//, '').replace(/\.json$/, '')));
    return git
      .list('tests/data/html')
      .map(baseName)
      .filter((n) => txt.has(n) && meta.has(n))
      .flatMap((n) => {
        const m = JSON.parse(text(git.show(`tests/data/metadata/${n}.json`))) as { url?: string; language?: string };
        if (!m.url) return [];
        return [{ path: `tests/data/html/${n}.html`, url: m.url, gold: text(git.show(`tests/data/txt/${n}.txt`)), lang: m.language }];
      });
  },
};
