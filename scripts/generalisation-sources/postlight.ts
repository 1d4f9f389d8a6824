import { text, type Source } from './source';

/** Postlight Parser's per-site extractors: each test states the content's first words on the fixture. */
export const postlight: Source = {
  name: 'postlight',
  repo: 'postlight/parser',
  licence: 'MIT or Apache-2.0 (LICENSE-MIT, LICENSE-APACHE)',
  licenceFiles: ['LICENSE-MIT', 'LICENSE-APACHE'],
  pages: (git) =>
    git
      .list('src/extractors/custom')
      .filter((p) => p.endsWith('/index.test.js'))
      .flatMap((p) => {
        const test = text(git.show(p));
        const url = /\burl\s*=\s*(['"`])(https?:[^'"`]+)\1/.exec(test)?.[2];
        const fixture = /readFileSync\(\s*['"`]\.\/(fixtures\/[^'"`]+)['"`]/.exec(test)?.[1];
        const first = /first13,\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1\s*\)/.exec(test)?.[2];
        if (!url || !fixture || !first) return [];
        return [{ path: fixture, url, gold: first.replace(/\\(['"`\\])/g, '$1') }];
      }),
};
