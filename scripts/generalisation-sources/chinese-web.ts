import { text, type Source } from './source';

/**
 * immortal-autumn/Chinese-Web-Content-Extraction-Dataset: 69 Chinese pages of 2004–06 (news, blogs,
 * forums, portals; stored in CleanEval's wrapper `<text id="URL" title="…" encoding="…">…</text>`), each
 * with its main content copied out by hand (`cleaned/<id>.txt`).
 */
const WRAPPER = /^\s*<text id="([^"]+)"[^>]*>/;

/** The page as served: CleanEval's `<text …>` line and closing `</text>` removed. */
export function unwrapCleanEval(html: string): string {
  return html.replace(WRAPPER, '').replace(/<\/text>\s*$/, '');
}

export const chineseWeb: Source = {
  name: 'chinese-web',
  repo: 'immortal-autumn/Chinese-Web-Content-Extraction-Dataset',
  licence: 'MIT (LICENSE)',
  licenceFiles: ['LICENSE'],
  pages: (git) => {
    const cleaned = new Set(git.list('cleaned'));
    return git.list('original').flatMap((path) => {
      const gold = path.replace(/^original\//, 'cleaned/').replace(/\.html?$/, '.txt');
      // The wrapper's first bytes are ASCII whatever the page's encoding.
      const url = WRAPPER.exec(git.show(path).subarray(0, 2000).toString('latin1'))?.[1];
      if (!url || !cleaned.has(gold)) return [];
      return [{ path, url, gold: text(git.show(gold)), lang: 'zh', unwrap: unwrapCleanEval }];
    });
  },
};
