import { text, type Source } from './source';

/**
 * The original newspaper's (codelucas/newspaper) full-text tests: `tests/data/fulltext_url_list.txt`
 * names the pages, and `html/` and `text/` hold each as `<base domain><n>`, n counting that domain's
 * URLs in list order (`get_base_domain` and `get_filename` in its tests/unit_tests.py, followed here).
 * The text is what newspaper should extract, checked by the author.
 */
export function newspaperBaseDomain(url: string): string {
  const domain = new URL(url).host;
  const parts = domain.split('.');
  const two = parts.slice(-2).join('.');
  return parts.slice(['co.uk', 'com.au', 'au.com'].includes(two) ? -3 : -2).join('.');
}

export const newspaper: Source = {
  name: 'newspaper',
  repo: 'codelucas/newspaper',
  licence: 'MIT (LICENSE; goose-derived parts Apache-2.0, GOOSE-LICENSE.txt)',
  licenceFiles: ['LICENSE', 'GOOSE-LICENSE.txt'],
  pages: (git) => {
    const files = new Set([...git.list('tests/data/html'), ...git.list('tests/data/text')]);
    const counters = new Map<string, number>();
    const urls = text(git.show('tests/data/fulltext_url_list.txt')).split('\n').map((l) => l.trim()).filter(Boolean);
    return urls.flatMap((url) => {
      const base = newspaperBaseDomain(url);
      const n = (counters.get(base) ?? 0) + 1;
      counters.set(base, n);
      const path = `tests/data/html/${base}${n}.html`;
      const gold = `tests/data/text/${base}${n}.txt`;
      if (!files.has(path) || !files.has(gold)) return [];
      return [{ path, url, gold: text(git.show(gold)) }];
    });
  },
};
