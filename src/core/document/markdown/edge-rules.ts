/**
 * A horizontal rule separates two parts of a page. At the very start or end of a document it separates
 * nothing: what stood on its other side (a list of other posts, a footer) was left out. It costs a
 * line and tells the model that something follows or went before.
 */
const EDGE_RULES = /^(?:\s*---\s*\n)+|(?:\n\s*---\s*)+\s*$/g;

export function withoutEdgeRules(markdown: string): string {
  return markdown.replace(EDGE_RULES, '');
}
