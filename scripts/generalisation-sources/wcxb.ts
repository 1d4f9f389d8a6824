import { spread } from '../annotate-segments';
import { text, type Source } from './source';

/**
 * WCXB, the Web Content eXtraction Benchmark (Murrough-Foley/web-content-extraction-benchmark): 2,008
 * pages of 2025–26 in seven page types (article, service, product, collection, forum, listing,
 * documentation), each with a human-reviewed `main_content`. Nearly all English. Its HTML is 112 MB
 * gzipped, too much to store here, so PER_TYPE pages of each type are taken, spread evenly over the
 * type's pages in file order: the non-article types are what no other source has (shops, forums, docs).
 * Its own `with`/`without` snippets are not used: every source is annotated by the same method.
 */
export const PER_TYPE = 60;

interface Truth {
  url?: string;
  ground_truth?: { main_content?: string };
}

export const wcxb: Source = {
  name: 'wcxb',
  repo: 'Murrough-Foley/web-content-extraction-benchmark',
  licence: 'CC-BY-4.0 (LICENSE)',
  licenceFiles: ['LICENSE'],
  pages: (git) => {
    const meta = JSON.parse(text(git.show('metadata.json'))) as { files: Record<string, { split: string; page_type: string }> };
    const byType = new Map<string, string[]>();
    for (const [id, f] of Object.entries(meta.files).sort(([a], [b]) => a.localeCompare(b))) {
      byType.set(f.page_type, [...(byType.get(f.page_type) ?? []), id]);
    }
    const files = new Set([...git.list('dev/html'), ...git.list('test/html')]);
    return [...byType.values()].flatMap((ids) =>
      spread(ids, PER_TYPE).flatMap((id) => {
        const split = meta.files[id]!.split;
        const path = `${split}/html/${id}.html.gz`;
        if (!files.has(path)) return [];
        const t = JSON.parse(text(git.show(`${split}/ground-truth/${id}.json`))) as Truth;
        const gold = t.ground_truth?.main_content;
        if (!t.url || !gold) return [];
        return [{ path, url: t.url, gold }];
      }),
    );
  },
};
