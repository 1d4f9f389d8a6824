/**
 * Line numbers that highlighters lay beside code (Pygments `lineno`, Chroma `lnt`/`ln`, Rouge's
 * gutter cell, react-syntax-highlighter, highlight.js line-numbers, hand-made flex rows). A reader
 * does not read them as code, and glued to each line (`1import torch`) they break the code itself.
 */
const GUTTER_CLASS = /(?:^|[\s_-])(?:lineno|linenos|linenumbers?|line-?numbers?|lnt|ln|gutter|hljs-ln-n)(?:$|[\s_-])/i;
const NUMBERS_ONLY = /^[\s\d.:|]*\d[\s\d.:|]*$/;
/** Unnamed numbers count as a gutter only when this many lines in a row are numbered 1, 2, 3… */
const MIN_NUMBERED_LINES = 3;

/** A gutter element: named as one and holding nothing but numbers. */
export function isNamedGutter(el: Element): boolean {
  return GUTTER_CLASS.test(el.getAttribute('class') ?? '') && NUMBERS_ONLY.test(el.textContent ?? '');
}

/**
 * The line-number elements in a code block: named ones, and unnamed ones that open consecutive lines
 * (each the first element of its line, holding only the next number).
 */
export function lineNumbers(pre: Element): Set<Element> {
  const out = new Set<Element>();
  const all = Array.from(pre.querySelectorAll('*'));
  for (const el of all) if (isNamedGutter(el)) out.add(el);
  const openers = all.filter((el) => {
    const parent = el.parentElement;
    if (!parent || parent === pre || parent.firstElementChild !== el || out.has(el)) return false;
    if (!/^\s*\d+\s*$/.test(el.textContent ?? '')) return false;
    for (let n = el.previousSibling; n; n = n.previousSibling) if ((n.textContent ?? '').trim()) return false;
    return true;
  });
  // Readability wraps a row's loose number in a <p> (`<p><span>1</span></p>`): both open the line, the outer one counts.
  const nested = new Set(openers);
  const outermost = openers.filter((el) => !nested.has(el.parentElement!));
  if (outermost.length >= MIN_NUMBERED_LINES) {
    const numbers = outermost.map((el) => Number((el.textContent ?? '').trim()));
    if (numbers.every((n, i) => i === 0 || n === numbers[i - 1]! + 1)) for (const el of outermost) out.add(el);
  }
  return out;
}
