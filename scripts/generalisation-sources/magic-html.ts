import { text, type Source } from './source';

/**
 * magic-html's benchmark (opendatalab/magic-html `benchmark/data/{article,forum}`): news, blog and
 * forum pages in Chinese, English and other languages (`htmls/<id>.html`), each with its main content
 * annotated in `base.json` (`url`, `content`). The forum pages are whole threads, posts and replies.
 */
export const magicHtml: Source = {
  name: 'magic-html',
  repo: 'opendatalab/magic-html',
  licence: 'Apache-2.0 (LICENSE)',
  licenceFiles: ['LICENSE'],
  pages: (git) =>
    ['article', 'forum'].flatMap((kind) => {
      const dir = `benchmark/data/${kind}`;
      const files = new Set(git.list(`${dir}/htmls`));
      const base = JSON.parse(text(git.show(`${dir}/base.json`))) as Record<string, { url?: string; content?: string }>;
      return Object.entries(base).flatMap(([id, b]) => {
        const path = `${dir}/htmls/${id}.html`;
        if (!b.url || !b.content || !files.has(path)) return [];
        return [{ path, url: b.url, gold: b.content }];
      });
    }),
};
