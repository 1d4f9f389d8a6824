import { collapsedText } from '../dom/block-text';
import { ATTRIBUTION, repeatsEarlierText } from './drop-quoted-history';

/**
 * A plain-text reply's quoted history: Apple Mail, mutt and most mailing-list software quote the
 * message answered as literal "> " lines, headed by "> On May 15, 2026, at 8:05, Jane Doe <…> wrote:",
 * with no <blockquote> around them (dropQuotedHistory handles those). In a thread that already shows
 * the message, the quotation repeats it. It goes — the "On … wrote:" line and every line after it to
 * the end of the message — only when every one of those lines is quoted (">"), so a reply written
 * between quoted lines keeps all of it, and only when most of the quoted sentences are in the
 * document above: a single archived message keeps the quotation it answers.
 */
const BLOCKS: ReadonlySet<string> = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'DD', 'DIV', 'DL', 'DT', 'FIGCAPTION', 'FIGURE', 'FOOTER', 'FORM',
  'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'HR', 'LI', 'MAIN', 'OL', 'P', 'PRE', 'SECTION', 'TABLE', 'TD', 'TH', 'TR', 'UL',
]);
const QUOTED = /^\s*>/;
/** An "On … wrote:" line longer than this is prose that happens to end so. */
const MAX_ATTRIBUTION_CHARS = 400;

const isBlock = (node: Node): boolean => node.nodeType === 1 && BLOCKS.has(node.nodeName.toUpperCase());

export function dropQuotedLines(article: Element): void {
  const starts: Text[] = [];
  collectQuoteStarts(article, starts);
  for (const start of starts) {
    if (!start.parentNode || !article.contains(start)) continue;
    const root = quotedRunRoot(start, article);
    if (!root) continue;
    removeFrom(start, root);
  }
}

/** Text nodes that open a line with ">" and look like an attribution's first words. */
function collectQuoteStarts(node: Node, out: Text[]): void {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3) {
      const data = (child as Text).data;
      if (QUOTED.test(data) && opensLine(child)) out.push(child as Text);
    } else if (child.nodeType === 1) collectQuoteStarts(child, out);
  }
}

/** Nothing but a line break, a block's edge or blank text between the node and its line's start. */
function opensLine(node: Node): boolean {
  let prev = node.previousSibling;
  while (prev && prev.nodeType === 3 && !/\S/.test((prev as Text).data)) prev = prev.previousSibling;
  if (!prev) return true;
  if (prev.nodeType !== 1) return false;
  if (prev.nodeName.toUpperCase() === 'BR' || isBlock(prev)) return true;
  let last: Node | null = prev.lastChild;
  while (last && last.nodeType === 3 && !/\S/.test((last as Text).data)) last = last.previousSibling;
  return last !== null && last.nodeType === 1 && (last.nodeName.toUpperCase() === 'BR' || isBlock(last));
}

/**
 * The largest element (the message) from whose `start` to its end every line is quoted, when the first
 * of them is an attribution and the quoted text repeats what the document shows above; else null.
 */
function quotedRunRoot(start: Text, article: Element): Element | null {
  let root: Element | null = start.parentElement;
  while (root && root !== article && !isBlock(root)) root = root.parentElement;
  if (!root) return null;
  let found: Element | null = null;
  let quoted = '';
  for (;;) {
    const run = quotedLinesFrom(start, root);
    if (run === null) break;
    found = root;
    quoted = run;
    if (root === article || !root.parentElement) break;
    root = root.parentElement;
  }
  if (!found || quoted === '' || !repeatsEarlierText(quoted, textBefore(article, start))) return null;
  return found;
}

/**
 * The quoted lines after the attribution (their ">" marks dropped; none yet when `root` ends with the
 * attribution), or null when the first line is no attribution or a line that is not quoted follows it
 * before the end of `root`.
 */
function quotedLinesFrom(start: Text, root: Element): string | null {
  const lines: string[] = [];
  let ok = true;
  eachLineFrom(start, root, (line) => {
    if (lines.length === 0) {
      ok = line.length <= MAX_ATTRIBUTION_CHARS && ATTRIBUTION.test(line.replace(/^>\s*/, ''));
    } else ok = QUOTED.test(line);
    lines.push(line.replace(/^(?:>\s*)+/, ''));
    return ok;
  });
  return ok && lines.length > 0 ? lines.slice(1).join(' ') : null;
}

/**
 * Calls `visit` with each non-blank line (collapsed) from `start` to the end of `root`, lines being
 * broken at <br> and at block edges, until it returns false.
 */
function eachLineFrom(start: Text, root: Element, visit: (line: string) => boolean): void {
  let line = start.data;
  const end = (): boolean => {
    const text = collapsedText(line);
    line = '';
    return text === '' || visit(text);
  };
  let node: Node = start;
  for (;;) {
    let next: Node | null = node.firstChild;
    while (!next) {
      if (node === root) {
        end();
        return;
      }
      if (isBlock(node) && !end()) return;
      next = node.nextSibling;
      if (!next) node = node.parentNode!;
    }
    node = next;
    if (node.nodeType === 3) line += (node as Text).data;
    else if ((node.nodeName.toUpperCase() === 'BR' || isBlock(node)) && !end()) return;
  }
}

/** The article's text before `start`, collapsed. */
function textBefore(article: Element, start: Text): string {
  const parts: string[] = [];
  const walk = (node: Node): boolean => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child === start) return true;
      if (child.nodeType === 3) parts.push((child as Text).data);
      else if (child.nodeType === 1 && walk(child)) return true;
    }
    return false;
  };
  walk(article);
  return collapsedText(parts.join(' '));
}

/** Removes `start` and everything after it inside `root`. */
function removeFrom(start: Node, root: Element): void {
  let node: Node = start;
  while (node !== root) {
    const parent = node.parentNode!;
    while (node.nextSibling) node.nextSibling.remove();
    if (node === start) node.parentNode!.removeChild(node);
    node = parent;
  }
}
