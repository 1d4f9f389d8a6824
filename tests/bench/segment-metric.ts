/**
 * The segment metric of issue 28 (as the held-out set scores extractors): each page has a few
 * characteristic text segments that must be in the extracted text ("with") and boilerplate segments
 * that must not ("without"). A "with" segment found is a true positive, missed a false negative; a
 * "without" segment found is a false positive. Precision, recall and F are over all segments of a set
 * of pages (micro-averaged), so a page weighs by its segments, not by its length.
 *
 * Matching ignores everything but letters and digits (markdown, link quoting, wrapping, spaces and
 * punctuation differ between extractors and say nothing of what was kept), case-insensitively; that
 * works alike for scripts written without spaces (Chinese, Japanese, Thai).
 */
export interface Segments {
  with: readonly string[];
  without: readonly string[];
}

export interface SegmentCounts {
  tp: number;
  fn: number;
  fp: number;
  tn: number;
}

export interface SegmentScore {
  precision: number;
  recall: number;
  f: number;
  /** Pages none of whose "with" segments were found: the page lost all its text. */
  lostAll: number;
  pages: number;
}

/** Letters and digits only, lower-cased: the form both sides are compared in. */
export function comparable(text: string): string {
  return (text.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? []).join('').toLowerCase();
}

/** The counts of one page: `extracted` is the whole text an extractor gave for it. */
export function scorePage(extracted: string, segments: Segments): SegmentCounts {
  const text = comparable(extracted);
  const found = (s: string) => {
    const c = comparable(s);
    return c.length > 0 && text.includes(c);
  };
  const withFound = segments.with.filter(found).length;
  const withoutFound = segments.without.filter(found).length;
  return { tp: withFound, fn: segments.with.length - withFound, fp: withoutFound, tn: segments.without.length - withoutFound };
}

/** Micro-averaged over pages; a page with "with" segments of which none was found counts as lost. */
export function aggregateSegments(pages: readonly SegmentCounts[]): SegmentScore {
  let tp = 0;
  let fn = 0;
  let fp = 0;
  let lostAll = 0;
  for (const p of pages) {
    tp += p.tp;
    fn += p.fn;
    fp += p.fp;
    if (p.tp === 0 && p.fn > 0) lostAll++;
  }
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  const f = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f, lostAll, pages: pages.length };
}
