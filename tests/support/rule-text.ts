import { parseHtml } from '../../scripts/page2md-dom';

/**
 * The element holding `html` after a document rule ran on it: the snippet is parsed as a page at
 * `pageUrl` and the rule is given the element around it, as it is given Readability's article.
 */
export function articleAfterRule(html: string, pageUrl: string, rule: (article: Element) => void): Element {
  const dom = parseHtml(`<html><body><div id="article">${html}</div></body></html>`, pageUrl);
  const article = dom.querySelector('#article')!;
  rule(article);
  return article;
}

/** What is left of `html` after the rule ran, as text with its whitespace collapsed. */
export function textAfterRule(html: string, pageUrl: string, rule: (article: Element) => void): string {
  return (articleAfterRule(html, pageUrl, rule).textContent ?? '').replace(/\s+/g, ' ').trim();
}
