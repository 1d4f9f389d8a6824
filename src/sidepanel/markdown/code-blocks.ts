/**
 * Code blocks get a header bar with their language and a Copy code button (handled by the answer's
 * delegated click listener), above the code so it covers nothing. The header is built with
 * createElement after sanitising: the sanitiser forbids buttons, so ours are the only ones.
 *
 * The sanitiser strips `class="language-…"`, so the language travels as private-use characters at
 * the start of the code text (set while parsing, see `markCodeLanguage`), which the sanitiser keeps.
 * Copies of those characters in the model's own text are removed before parsing, so they cannot be forged.
 */
import { t } from '../../shared/i18n';

const OPEN = '\uE002';
const CLOSE = '\uE003';
const MARK = /^\uE002([^\uE003]*)\uE003/;

export function stripCodeMarks(text: string): string {
  return text.replace(/[\uE002\uE003]/g, '');
}

/** A fenced block's info string → a short label: its first word, letters and a few symbols only. */
export function codeLanguage(info: string | undefined): string {
  const word = (info ?? '').trim().split(/\s+/)[0] ?? '';
  return /^[A-Za-z0-9+#._-]{1,24}$/.test(word) ? word : '';
}

/** For marked's `walkTokens`: carries the block's language into its text. */
export function markCodeLanguage(token: { type: string; text?: string; lang?: string }): void {
  if (token.type === 'code' && typeof token.text === 'string') token.text = OPEN + codeLanguage(token.lang) + CLOSE + token.text;
}

/** Takes the language mark off the start of the code's text and returns the language ('' for none). */
function takeLanguage(pre: Element): string {
  const first = (pre.querySelector('code') ?? pre).firstChild;
  if (!first || first.nodeType !== 3) return '';
  const text = first as Text;
  const m = MARK.exec(text.data);
  if (!m) return '';
  text.data = text.data.slice(m[0].length);
  return codeLanguage(m[1]);
}

function header(doc: Document, lang: string): HTMLElement {
  const head = doc.createElement('div');
  head.className = 'code-head';
  const label = doc.createElement('span');
  label.className = lang ? 'code-lang' : 'code-lang code-lang--none';
  label.textContent = lang || t('codeNoLanguage');
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'copy-code';
  button.textContent = t('codeCopy');
  head.append(label, button);
  return head;
}

/** Frames each code block of a sanitised tree with its header; a `<pre>` the model wrote as HTML gets one too. */
export function addCodeHeaders(root: ParentNode, doc: Document): void {
  for (const pre of Array.from(root.querySelectorAll('pre'))) {
    const frame = doc.createElement('div');
    frame.className = 'code-block';
    const lang = takeLanguage(pre);
    pre.replaceWith(frame);
    frame.append(header(doc, lang), pre);
  }
}
