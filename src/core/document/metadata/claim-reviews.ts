import { lettersAndDigits } from '../dom/block-text';
import { keptBlocksParent } from '../dom/readability-content';

/**
 * A fact check's claim and verdict. Fact-checking pages show them first, in boxes of their own
 * ("Claim: … Rating: Unproven"), and Readability keeps only the article under them, so the one thing a
 * reader came for was lost. The pages also state both as schema.org ClaimReview data (which search
 * engines ask of every fact-checker: https://schema.org/ClaimReview), so they are read from there
 * and put at the head of the article, unless the article already says the claim.
 */
const MAX_REVIEWS = 5;
const MAX_DEPTH = 4;

interface Review {
  claim: string;
  by?: string;
  rating?: string;
}

/**
 * Adds the ClaimReviews stated in `jsonLd` (the texts of the page's ld+json scripts) to the top of
 * `article`. A "claim" that is the page's title is the publisher filling the field with its headline:
 * it says nothing the view does not.
 */
export function addClaimReviews(article: Element, jsonLd: readonly string[], title: string): void {
  const reviews: Review[] = [];
  for (const text of jsonLd) {
    if (!text.includes('ClaimReview')) continue;
    try {
      collect(JSON.parse(text), reviews, 0);
    } catch {
      // A page's broken JSON-LD says nothing.
    }
  }
  if (reviews.length === 0) return;
  const said = lettersAndDigits(article.textContent ?? '');
  const headline = lettersAndDigits(title);
  const doc = article.ownerDocument;
  const container = keptBlocksParent(article);
  const first = container.firstChild;
  const seen = new Set<string>();
  for (const r of reviews.slice(0, MAX_REVIEWS)) {
    const claim = lettersAndDigits(r.claim);
    if (seen.has(claim) || said.includes(claim) || headline.includes(claim) || (headline.length >= 20 && claim.includes(headline))) continue;
    seen.add(claim);
    container.insertBefore(line(doc, r.by ? `Claim, by ${r.by}:` : 'Claim:', r.claim), first);
    if (r.rating) container.insertBefore(line(doc, 'Rating:', r.rating), first);
  }
}

function line(doc: Document, label: string, value: string): Element {
  const p = doc.createElement('p');
  const b = doc.createElement('strong');
  b.textContent = label;
  p.append(b, ` ${value.replace(/\s+/g, ' ').trim()}`);
  return p;
}

function collect(value: unknown, out: Review[], depth: number): void {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const v of value) collect(v, out, depth + 1);
    return;
  }
  const o = value as Record<string, unknown>;
  const type = o['@type'];
  if ((type === 'ClaimReview' || (Array.isArray(type) && type.includes('ClaimReview'))) && typeof o.claimReviewed === 'string' && o.claimReviewed.trim()) {
    out.push({ claim: o.claimReviewed, by: nameOf(field(o.itemReviewed, 'author')), rating: text(field(o.reviewRating, 'alternateName')) });
    return;
  }
  if ('@graph' in o) collect(o['@graph'], out, depth + 1);
}

function field(o: unknown, key: string): unknown {
  const first = Array.isArray(o) ? o[0] : o;
  return first && typeof first === 'object' ? (first as Record<string, unknown>)[key] : undefined;
}

function nameOf(author: unknown): string | undefined {
  return text(typeof author === 'string' ? author : field(author, 'name'));
}

function text(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() ? v.replace(/\s+/g, ' ').trim() : undefined;
}
