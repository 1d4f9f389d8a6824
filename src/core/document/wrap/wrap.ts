/**
 * Wraps markdown into the lines a document is made of (shared/design/browser-tools.md): prose is
 * wrapped at a fixed column so a line citation points at a sentence or two, never splitting a quoted
 * link `【…】`.
 *
 * Code blocks and table rows are NOT wrapped: a break inside them changes meaning (code stops being
 * copyable, a table row stops being a row), and they are rarely long. Only pathological lines (longer
 * than MAX_LINE, e.g. minified scripts or base64) are cut, so that one line can never swallow a view.
 */
const WRAP_COLUMN = 110;
const MAX_LINE = 1000;

/** A fence, possibly inside a blockquote. */
const FENCE = /^(?:\s*>)*\s*(`{3,}|~{3,})/;
/** Blockquote markers, indentation and a list marker: repeated on (or indented under) each piece. */
const PREFIX = /^(\s*(?:>\s?)*)((?:[*+-]|\d{1,9}[.)])\s+(?:\[[ xX]\]\s+)?)?/;
/** A word, with any quoted links glued to it treated as part of the word. */
const TOKEN = /(?:【[^】\n]*】|【|[^\s【])+/g;
const BLOCK_START = /^(?:[*+-]|#{1,6}|>|\d{1,9}[.)])$/;
/**
 * Characters that only steer layout: dropped so `find` matches what a person reads. Zero-width
 * (non-)joiners between two letters of a script that uses them are spelling, not layout (Persian
 * and Urdu words, Indic conjuncts, emoji sequences): those stay.
 */
const INVISIBLE = /\u200b|\u2060|\ufeff|\u00ad|(?<=^|[\x00-\x7f])[\u200c\u200d]|[\u200c\u200d](?=$|[\x00-\x7f])/g;
const ODD_SPACE = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\t\f\v]/g;
/** Any character INVISIBLE or ODD_SPACE replaces: most lines have none, and skip both passes. */
const INVISIBLE_OR_ODD = /[\u00a0\u00ad\u1680\u2000-\u200d\u202f\u205f\u2060\u3000\ufeff\t\f\v]/;

export function wrapMarkdown(markdown: string, column: number = WRAP_COLUMN): string[] {
  const out: string[] = [];
  let fence: string | null = null;
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const fenceMatch = FENCE.exec(raw);
    if (fence !== null) {
      out.push(...cutLong(raw.trimEnd()));
      if (fenceMatch && fenceMatch[1]!.startsWith(fence) && raw.trim().endsWith(fenceMatch[1]!)) fence = null;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1]!;
      // Indentation of two or more spaces nests the block in a list item (a comment in a thread).
      out.push(raw.trimEnd().replace(/^ (?=\S)/, ''));
      continue;
    }
    // One leading space is never structure in markdown (nesting needs two or more); it is what a
    // removed image or inline element leaves behind.
    const line = (INVISIBLE_OR_ODD.test(raw) ? raw.replace(INVISIBLE, '').replace(ODD_SPACE, ' ') : raw).trimEnd().replace(/^ (?=\S)/, '');
    if (line === '') {
      if (out.length > 0 && out[out.length - 1] !== '') out.push('');
      continue;
    }
    if (line.trimStart().startsWith('|')) {
      out.push(...cutLong(line));
      continue;
    }
    wrapProse(line, column, out);
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
}

function wrapProse(line: string, column: number, out: string[]): void {
  const m = PREFIX.exec(line)!;
  const content = line.slice(m[0].length).replace(/ {2,}/g, ' ');
  // Indentation is structure (nesting inside list items); only the gap after a list marker is padding.
  const first = m[1]! + (m[2] ?? '').replace(/ {2,}/g, ' ');
  if (first.length + content.length <= column) {
    out.push(first + content);
    return;
  }
  // Continuations keep blockquote markers and indent under the list item's text.
  const quoteMarks = /^\s*(?:>\s?)*/.exec(first)![0];
  const next = quoteMarks + ' '.repeat(first.length - quoteMarks.length);
  let current = first;
  let empty = true;
  const place = (token: string, glue: string) => {
    // A line may not start with what markdown reads as a list item, heading or quote.
    if (!empty && current.length + glue.length + token.length > column && !BLOCK_START.test(token)) {
      out.push(current);
      current = next;
      empty = true;
    }
    if (empty) {
      const pieces = token.startsWith('【') && token.length <= MAX_LINE ? [token] : cutLong(token);
      for (const piece of pieces.slice(0, -1)) out.push(current + piece);
      current += pieces[pieces.length - 1]!;
      empty = false;
    } else {
      current += glue + token;
    }
  };
  forEachToken(content, column, place);
  out.push(current);
}

/** A CJK character (with the punctuation that must stay on its line), a quoted link, or other text. */
const CJK_PIECE = /【[^】\n]*】|[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]\p{P}*|【|(?:(?!【|[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])[\s\S])+/gu;
const HAS_CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;

/**
 * Words to fill lines with, each with what joins it to the previous one. Chinese and Japanese are
 * written without spaces, so a long run of them may break between any two characters (joined by
 * nothing), as browsers do; otherwise they would make one line of a whole paragraph. Handed to `take`
 * one by one rather than yielded: a generator's object per word cost a third of the wrapping.
 */
function forEachToken(content: string, column: number, take: (text: string, glue: string) => void): void {
  for (const word of content.match(TOKEN) ?? []) {
    if (word.length <= column || !HAS_CJK.test(word)) {
      take(word, ' ');
      continue;
    }
    let glue = ' ';
    for (const piece of word.match(CJK_PIECE) ?? []) {
      take(piece, glue);
      glue = '';
    }
  }
}

function cutLong(line: string): string[] {
  if (line.length <= MAX_LINE) return [line];
  const pieces: string[] = [];
  for (let i = 0; i < line.length; i += MAX_LINE) pieces.push(line.slice(i, i + MAX_LINE));
  return pieces;
}
