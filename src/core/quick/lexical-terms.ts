/**
 * Terms for lexical ranking in any language. Words are letter or digit runs, folded (NFKC, lower
 * case, a plural `s` dropped); scripts written without spaces (Chinese, Japanese, Thai) become
 * overlapping character pairs, the usual unit for CJK retrieval (Lucene's CJKBigramFilter), so
 * `首相` in a question finds `首相は` in a page without a word segmenter. Common function words of
 * the languages Sidelight ships in are left out: they match every passage and say nothing.
 */

// Letters (with their combining marks) and digits, as the ASCII split reads them (`x86` one term); joiners inside numbers (3.5, 1,000) split them.
const RUN = /[\p{L}\p{M}\p{N}]+/gu;
const ASCII = /^[\x00-\x7f]*$/;
const ASCII_SPLIT = /[^a-z0-9]+/;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const UNSPACED_RUNS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]+/gu;

// prettier-ignore
const STOP_WORDS = new Set([
  // English
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'can', 'did', 'do', 'does', 'for', 'from', 'had', 'has', 'have', 'how', 'i', 'if', 'in', 'into', 'is', 'it', 'its', 'me', 'my', 'of', 'on', 'or', 'so', 'than', 'that', 'the', 'their', 'them', 'then', 'there', 'these', 'they', 'this', 'to', 'was', 'we', 'were', 'what', 'when', 'where', 'which', 'who', 'whom', 'why', 'will', 'with', 'would', 'you', 'your', 'about', 'tell',
  // German
  'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'und', 'oder', 'ist', 'sind', 'war', 'wer', 'wie', 'was', 'wann', 'wo', 'warum', 'welche', 'welcher', 'welches', 'im', 'in', 'zu', 'zum', 'zur', 'von', 'mit', 'auf', 'für', 'fur', 'es', 'ich', 'sie', 'er', 'nicht', 'auch', 'hat', 'haben', 'wird', 'werden', 'am', 'an', 'bei', 'aus',
  // French, Spanish
  'le', 'la', 'les', 'un', 'une', 'et', 'est', 'qui', 'que', 'quoi', 'du', 'de', 'au', 'aux', 'en', 'el', 'los', 'las', 'y', 'es', 'quien', 'qué', 'que', 'cuando', 'por', 'para', 'con', 'del',
]);

/** A single letter (the `s` of “Germany’s”, an initial) says nothing and would match every line; a single digit may (“Windows 7”). */
function keep(word: string): boolean {
  return word !== '' && !STOP_WORDS.has(word) && (word.length > 1 || (word >= '0' && word <= '9'));
}

function fold(word: string): string {
  // A plural or genitive `s` (“ministers”, “Starmer's”), not `ss` (“class”) or short words (“is”, “bus”).
  return word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** Whether a run holds a character of a script written without spaces: by code point, as the regex would be slow per run. */
function unspaced(run: string): boolean {
  for (let i = 0; i < run.length; i++) {
    const c = run.charCodeAt(i);
    if (c < 0x0e00) continue;
    if (c <= 0x0e7f || (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0xd840 && c <= 0xd87f)) return true;
  }
  return false;
}

/**
 * The text as terms are read from it (folded case and width): a term of the text is always a
 * substring of this, so a line that contains none of the question's terms here need not be split.
 */
export function matchText(text: string): string {
  return ASCII.test(text) ? text.toLowerCase() : text.normalize('NFKC').toLowerCase();
}

export function lexicalTerms(text: string): string[] {
  return termsOfMatchText(matchText(text));
}

/** The terms of text already folded by matchText (selection folds each line once for both). */
export function termsOfMatchText(normal: string): string[] {
  const out: string[] = [];
  // Most page text is ASCII: a split is a third of the time of the Unicode runs.
  if (ASCII.test(normal)) {
    for (const w of normal.split(ASCII_SPLIT)) if (keep(w)) out.push(fold(w));
    return out;
  }
  for (const m of normal.matchAll(RUN)) {
    const run = m[0];
    if (!unspaced(run)) {
      if (keep(run)) out.push(fold(run));
      continue;
    }
    // A run may mix scripts (`gpt首相`): spaced parts stay words, unspaced parts become pairs.
    for (const part of run.match(UNSPACED_RUNS) ?? []) {
      if (!UNSPACED.test(part)) {
        if (keep(part)) out.push(fold(part));
        continue;
      }
      const chars = [...part];
      if (chars.length === 1) out.push(chars[0]!);
      for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
    }
  }
  return out;
}
