import { classWords } from '../dom/class-tokens';
import { codeLanguage } from '../markdown/code-language';
import { normalize } from './lead-ins';

/**
 * The header a code block's toolbar draws: its language's name beside a copy (or run) button
 * (highlight.js themes, react-syntax-highlighter wrappers, chat and docs UIs). Inside the `<pre>`
 * the name was read as the code's first line ("bash", then the script); before it, as a stray line
 * above the block. The header goes and its name becomes the block's language (the fence says it).
 * Only a box (a `<div>`, not a token of the code, not a heading) that is a language name and holds a
 * button or is named as a header: a line of code, a section heading, a caption naming a file
 * ("main.py") stay.
 */
const LANGUAGE_LABELS = new Set([
  'bash', 'c', 'c#', 'c++', 'clojure', 'cmd', 'console', 'cpp', 'csharp', 'css', 'dart', 'diff', 'dockerfile', 'elixir',
  'erlang', 'go', 'golang', 'graphql', 'groovy', 'haskell', 'html', 'ini', 'java', 'javascript', 'js', 'json', 'jsx',
  'kotlin', 'latex', 'lean', 'lua', 'makefile', 'markdown', 'matlab', 'nginx', 'objective-c', 'ocaml', 'perl', 'php',
  'plain text', 'plaintext', 'powershell', 'python', 'r', 'ruby', 'rust', 'scala', 'scss', 'shell', 'sh', 'sql',
  'swift', 'terminal', 'text', 'toml', 'ts', 'tsx', 'typescript', 'vue', 'xml', 'yaml', 'yml', 'zsh',
]);
/** Labels that name no language: the header goes, no language is set. */
const NO_LANGUAGE = new Set(['plain text', 'plaintext', 'text', 'terminal', 'console']);
const BOXES = new Set(['DIV', 'HEADER', 'FIGCAPTION', 'P']);
const HEADER_WORD = / (?:header|toolbar|title|lang|language|label) /;
/** How many wrappers of a block are climbed to find a header drawn above it. */
const MAX_WRAPPERS = 3;
/** A wrapper may add this much text to the code (the header itself, a button). */
const WRAPPER_CHARS = 40;

export function dropCodeHeaders(blocks: readonly Element[]): void {
  for (const pre of blocks) {
    const inside = headerInside(pre);
    const header = inside ?? headerBefore(pre);
    if (!header) continue;
    const label = labelOf(header)!;
    if (!codeLanguage(pre) && !NO_LANGUAGE.has(label)) pre.setAttribute('data-lang', label.replace(/\s+/g, ''));
    header.remove();
  }
}

/** The header drawn as the block's first line: the box around its first text, up to the code. */
function headerInside(pre: Element): Element | null {
  const first = firstOwnText(pre);
  if (!first?.parentElement || first.parentElement === pre) return null;
  const label = first.nodeValue!.trim().toLowerCase();
  if (!LANGUAGE_LABELS.has(label)) return null;
  let header = first.parentElement;
  while (header.parentElement && header.parentElement !== pre && labelOf(header.parentElement) === label) header = header.parentElement;
  // The code must follow the header inside the block.
  if ((pre.textContent ?? '').trim().length <= (header.textContent ?? '').trim().length) return null;
  return isHeader(header) ? header : null;
}

/** The header right above the block or above the wrappers that add little more than it to the code. */
function headerBefore(pre: Element): Element | null {
  let el = pre;
  const length = (pre.textContent ?? '').trim().length;
  for (let i = 0; i <= MAX_WRAPPERS; i++) {
    const prev = el.previousElementSibling;
    if (prev) {
      const label = labelOf(prev);
      return label && LANGUAGE_LABELS.has(label) && isHeader(prev) ? prev : null;
    }
    const parent = el.parentElement;
    if (!parent || (parent.textContent ?? '').trim().length > length + WRAPPER_CHARS) return null;
    el = parent;
  }
  return null;
}

/** A box (not a token of the code) with a button in it or named as a header. */
function isHeader(el: Element): boolean {
  if (!BOXES.has(el.nodeName.toUpperCase())) return false;
  return el.getElementsByTagName('button').length > 0 || HEADER_WORD.test(classWords(el));
}

/** The element's text without its buttons' text, collapsed and lower case ("java" for "java Copy"). */
function labelOf(el: Element): string | null {
  const text = (el.textContent ?? '').length > WRAPPER_CHARS * 2 ? null : textWithoutButtons(el);
  return text === null ? null : normalize(text);
}

function textWithoutButtons(el: Element): string {
  let text = '';
  for (let c = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 3) text += c.nodeValue ?? '';
    else if (c.nodeType === 1 && c.nodeName.toUpperCase() !== 'BUTTON') text += ` ${textWithoutButtons(c as Element)} `;
  }
  return text;
}

/** The first non-blank text in `el`, outside buttons (a copy button may come first). */
function firstOwnText(el: Element): Text | null {
  for (let c = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 3) {
      if (/\S/.test(c.nodeValue ?? '')) return c as Text;
    } else if (c.nodeType === 1 && c.nodeName.toUpperCase() !== 'BUTTON') {
      const t = firstOwnText(c as Element);
      if (t) return t;
    }
  }
  return null;
}
