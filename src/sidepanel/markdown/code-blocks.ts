/**
 * Code blocks get a header bar with their language and a Copy code button (handled by the answer's
 * delegated click listener), above the code so it covers nothing.
 *
 * The sanitiser strips `class="language-…"`, so the language travels as private-use characters at
 * the start of the code text (set while parsing, see `markCodeLanguage`), which the sanitiser keeps.
 * Copies of those characters in the model's own text are removed before parsing, so they cannot be forged.
 */
const OPEN = '\uE002';
const CLOSE = '\uE003';

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

function header(lang: string): string {
  const label = lang ? `<span class="code-lang">${lang}</span>` : '<span class="code-lang code-lang--none">code</span>';
  return `<div class="code-head">${label}<button type="button" class="copy-code">Copy code</button></div>`;
}

/** Wraps each code block in a frame with its header; a `<pre>` the model wrote as HTML gets one too. */
export function withCodeHeaders(html: string): string {
  return html
    .replace(/<pre>(<code(?: class="[^"]*")?>)?(?:\uE002([^\uE003<]*)\uE003)?/g, (_m, code: string | undefined, lang: string | undefined) => `<div class="code-block">${header(lang ?? '')}<pre>${code ?? ''}`)
    .replace(/<\/pre>/g, '</pre></div>');
}
