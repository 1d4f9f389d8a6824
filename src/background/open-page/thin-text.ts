import type { PageDocument } from '../../core/document/types';

/** Fewer words than this from an HTML page usually means scripts write the content (or a wall). */
export const THIN_WORDS = 50;

export function wordCount(doc: PageDocument): number {
  let n = 0;
  for (const line of doc.lines) n += line.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return n;
}

const LOGIN = /\b(sign in|log in|login|sign up to continue|subscribe to continue|create an account to)\b/i;

/** A short page that is mostly a sign-in prompt: the user's own session in a tab may see the real one. */
export function looksLikeLoginWall(doc: PageDocument): boolean {
  const words = wordCount(doc);
  if (words > 300) return false;
  const text = `${doc.title}\n${doc.lines.join('\n')}`;
  return LOGIN.test(text);
}

export function isHtmlType(contentType: string | undefined): boolean {
  const t = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return t === '' || t === 'text/html' || t === 'application/xhtml+xml';
}
