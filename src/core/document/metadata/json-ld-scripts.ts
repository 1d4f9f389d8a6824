/**
 * The page's JSON-LD (schema.org data: the headline, a fact check's ClaimReview), read before
 * Readability removes every script. Those in <head> are found there; those in the body by
 * prepare-content's one walk, which a selector over the whole page would repeat.
 */
export const JSON_LD = 'script[type="application/ld+json"]';

/** The plain check equal to JSON_LD, for prepare-content's one walk. */
export function isJsonLd(el: Element, name: string): boolean {
  return name === 'SCRIPT' && el.getAttribute('type') === 'application/ld+json';
}

export function jsonLdTexts(scripts: Iterable<Element>): string[] {
  return Array.from(scripts, (s) => s.textContent ?? '');
}
