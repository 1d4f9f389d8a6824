/** A phrase the answer puts in quotation marks, claiming the source says exactly that. */
export interface QuoteMention {
  /** The quoted words, without the marks. */
  phrase: string;
  text: string;
  start: number;
  end: number;
}

/** “curly”, "straight", «guillemets» and „low-high“ quotes; single quotes are too often apostrophes. */
const QUOTE = /“([^“”\n]{2,300})”|"([^"\n]{2,300})"|«\s?([^«»\n]{2,300}?)\s?»|„([^„“”\n]{2,300})[“”]/g;

export function quotesIn(text: string): QuoteMention[] {
  const out: QuoteMention[] = [];
  for (const m of text.matchAll(QUOTE)) {
    const phrase = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').trim();
    if (!/[\p{L}\p{N}]/u.test(phrase)) continue;
    out.push({ phrase, text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** A quote that leaves words out ("the tower … was finished") is checked piece by piece. */
export function quotePieces(phrase: string): string[] {
  return phrase.split(/\s*(?:…|\.\.\.|\[\.\.\.\]|\[…\])\s*/).filter((p) => /[\p{L}\p{N}]/u.test(p));
}
