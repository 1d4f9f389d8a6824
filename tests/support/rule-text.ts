import { parseHtml } from '../../scripts/page2md-dom';

/**
 * What is left of `html` after a document rule ran on it: the snippet is parsed as a page at `pageUrl`,
 * the rule is given the element holding it (as it is given Readability's article), and the text that
 * remains comes back with its whitespace collapsed.
 */
export function textAfterRule(html: string, pageUrl: string, rule: (article: Element) => void): string {
  const dom = parseHtml(`<html><body><div id="article">${html}</div></body></html>`, pageUrl);
  const article = dom.querySelector('#article')!;
  rule(article);
  return (article.textContent ?? '').replace(/\s+/g, ' ').trim();
}
