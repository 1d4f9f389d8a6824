/**
 * Terms for lexical ranking in any language. Words are letter or digit runs, folded (NFKC, lower
 * case, a plural `s` dropped); scripts written without spaces (Chinese, Japanese, Thai) become
 * overlapping character pairs, the usual unit for CJK retrieval (Lucene's CJKBigramFilter), so
 * `首相` in a question finds `首相は` in a page without a word segmenter. Common function words of
 * the languages Sidelight ships in are left out: they match every passage and say nothing.
 */

// Letters (with their combining marks) or digits; joiners inside numbers (3.5, 1,000) split them.
const RUN = /[\p{L}\p{M}]+|\p{N}+/gu;
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

function fold(word: string): string {
  // A plural or genitive `s` (“ministers”, “Starmer's”), not `ss` (“class”) or short words (“is”, “bus”).
  return word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

export function lexicalTerms(text: string): string[] {
  const out: string[] = [];
  const normal = text.normalize('NFKC').toLowerCase();
  for (const m of normal.matchAll(RUN)) {
    const run = m[0];
    if (!UNSPACED.test(run)) {
      if (!STOP_WORDS.has(run)) out.push(fold(run));
      continue;
    }
    // A run may mix scripts (`gpt首相`): spaced parts stay words, unspaced parts become pairs.
    for (const part of run.match(UNSPACED_RUNS) ?? []) {
      if (!UNSPACED.test(part)) {
        if (!STOP_WORDS.has(part)) out.push(fold(part));
        continue;
      }
      const chars = [...part];
      if (chars.length === 1) out.push(chars[0]!);
      for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
    }
  }
  return out;
}
