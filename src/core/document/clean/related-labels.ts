/**
 * The words news sites in many languages set before a link to another of their stories inside a story
 * ("MIRA: …", "LE PUEDE INTERESAR: …", "Lesen Sie auch: …", "関連記事：…"), read by drop-inline-related.ts. Labels that as often introduce a source or a reference ("See also",
 * "Siehe auch", "Voir aussi", "En savoir plus", "Más información") are not in it: a wiki's or a report's
 * pointer to its sources is content.
 */
const LABELS: Record<string, readonly string[]> = {
  // Not "Related": English pages also set it before a pointer to the story's background, which
  // Readability keeps (its test corpus's cnn page), and drop-boilerplate's English labels read blocks.
  en: ['read more', 'read also', 'also read', 'read next', "don't miss", 'must read'],
  de: ['lesen sie auch', 'lesen sie mehr', 'lies auch', 'auch interessant', 'auch lesenswert', 'mehr zum thema', 'das könnte sie auch interessieren', 'das könnte sie interessieren', 'empfohlene beiträge', 'empfohlene artikel', 'weitere artikel', 'passend zum thema', 'zum thema'],
  es: ['mira', 'mira también', 'lea también', 'lee también', 'le puede interesar', 'te puede interesar', 'también te puede interesar', 'te recomendamos', 'noticia relacionada', 'noticias relacionadas', 'relacionado', 'relacionada', 'lee más', 'lea más'],
  fr: ['lire aussi', 'à lire aussi', 'lire également', 'à lire également', 'à voir aussi', 'sur le même sujet', 'lire la suite'],
  it: ['leggi anche', 'potrebbe interessarti', 'articoli correlati', 'ti potrebbe interessare'],
  pt: ['leia também', 'leia mais', 'veja também', 'relacionadas', 'você pode gostar'],
  pl: ['czytaj też', 'czytaj także', 'czytaj więcej', 'przeczytaj też', 'przeczytaj także', 'zobacz też', 'zobacz także', 'polecamy'],
  nl: ['lees ook', 'lees meer', 'gerelateerd', 'gerelateerde artikelen'],
  ru: ['читайте также', 'по теме', 'смотрите также'],
  ar: ['اقرأ أيضا', 'اقرأ أيضاً', 'مواضيع ذات صلة', 'اقرأ المزيد'],
  ja: ['関連記事', '関連ニュース', 'あわせて読みたい', '合わせて読みたい', 'こちらもおすすめ', 'おすすめ記事'],
  zh: ['相关阅读', '相关文章', '延伸阅读', '推荐阅读', '相關閱讀', '延伸閱讀', '相關文章'],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’]");
const ALTERNATIVES = Object.values(LABELS)
  .flat()
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join('|');
/** Not followed by a letter or digit of any script: the label is a whole word ("Mira" is no "Miramar"). */
const END = '(?![\\p{L}\\p{N}])';

/** A label alone: "Empfohlene Beiträge", "LEA TAMBIÉN:". */
const LABEL_ALONE = new RegExp(`^\\s*(?:${ALTERNATIVES})${END}[\\s:：.!…»›>|-]*$`, 'iu');
/** A line that opens with a label and a separator, then what it introduces: "MIRA: <a>…</a>". */
const LABEL_LEAD = new RegExp(`^\\s*(?:${ALTERNATIVES})${END}\\s*[:：»›>|–—-]\\s*`, 'iu');

export function isRelatedLabel(text: string): boolean {
  return LABEL_ALONE.test(text);
}

/** The length of the label and separator a line opens with, or 0. */
export function relatedLeadLength(text: string): number {
  return LABEL_LEAD.exec(text)?.[0].length ?? 0;
}
