/**
 * When a story was published, as its schema.org microdata says (`<meta itemprop="datePublished"
 * content="2019-04-30T13:39:00-04:00">` inside the article): Readability reads the date from meta tags
 * in the head and from JSON-LD, not from microdata, and a page whose visible dateline is a bare time
 * ("1:39 PM ET") would otherwise leave the model no day.
 */
export const MICRODATA_PUBLISHED = 'meta[itemprop="datePublished"][content]';

export function isMicrodataPublished(el: Element, name: string): boolean {
  return name === 'META' && el.getAttribute('itemprop') === 'datePublished' && el.hasAttribute('content');
}

/** The first such date that reads as one (a day in ISO form), as written. */
export function microdataPublished(found: Element[]): string | undefined {
  for (const el of found) {
    const value = el.getAttribute('content')?.trim() ?? '';
    if (/^\d{4}-\d{2}-\d{2}/.test(value)) return value;
  }
  return undefined;
}
