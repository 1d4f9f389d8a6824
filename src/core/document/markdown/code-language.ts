import { isNamedGutter, lineNumbers } from './code-gutters';

/**
 * The language of a code block, from the conventions highlighters and CMSs use: `language-x` /
 * `lang-x` (Prism, highlight.js, GFM), `highlight-source-x` (GitHub), `brush: x` (SyntaxHighlighter),
 * pandoc's `sourceCode x`, and `data-lang`. Looks at the `<pre>`, its `<code>` and two wrappers up.
 */
const CLASS_PATTERNS = [
  /(?:^|\s)(?:language|lang)-([\w+#.-]+)/i,
  /(?:^|\s)highlight-(?:text|source)-([\w+#-]+)/i,
  /brush:\s*([\w+#-]+)/i,
  /(?:^|\s)sourceCode\s+([\w+#-]+)/,
];
/**
 * Bare class names some generators use for the language (rustdoc `<pre class="rust">`, older
 * highlighters `<pre class="python">`). Only well-known names, so layout classes never pass as one.
 */
const BARE_LANGUAGES = new Set([
  'bash', 'c', 'cpp', 'csharp', 'css', 'diff', 'go', 'haskell', 'html', 'java', 'javascript', 'js', 'json', 'kotlin', 'lua',
  'perl', 'php', 'python', 'ruby', 'rust', 'scala', 'shell', 'sh', 'sql', 'swift', 'toml', 'ts', 'typescript', 'xml', 'yaml',
]);
const NOT_LANGUAGES = new Set(['none', 'plain', 'plaintext', 'text', 'nohighlight', 'sourcecode', 'highlight']);

export function codeLanguage(pre: Element): string {
  const code = pre.querySelector('code');
  const candidates: (Element | null)[] = [code, pre, pre.parentElement, pre.parentElement?.parentElement ?? null];
  // Highlighters that lay the gutter and the code side by side in a table (Rouge, Hexo) name the
  // language on the boxes around the table, further up than two wrappers of the code's cell.
  const box = pre.parentElement?.nodeName.toUpperCase() === 'TD' ? pre.closest('table')?.parentElement : null;
  const boxes = box ? [box, box.parentElement, box.parentElement?.parentElement ?? null] : [];
  for (const el of [...candidates, ...boxes]) {
    if (!el) continue;
    // `language` alone: Mintlify's docs write it on the block and its `<code>`.
    const dataLang = el.getAttribute('data-lang') ?? el.getAttribute('data-language') ?? el.getAttribute('language');
    if (dataLang && /^[\w+#.-]+$/.test(dataLang) && !NOT_LANGUAGES.has(dataLang.toLowerCase())) return dataLang.toLowerCase();
    const cls = el.getAttribute('class') ?? '';
    if (!cls) continue;
    for (const p of CLASS_PATTERNS) {
      const lang = p.exec(cls)?.[1];
      if (lang && !NOT_LANGUAGES.has(lang.toLowerCase())) return lang.toLowerCase();
    }
  }
  for (const el of [code, pre, box ?? null]) {
    const bare = (el?.getAttribute('class') ?? '').split(/\s+/).find((c) => BARE_LANGUAGES.has(c.toLowerCase()));
    if (bare) return bare.toLowerCase();
  }
  return '';
}

/**
 * Text of a code block, keeping `<br>` and block children (one `<div>` per line) as line breaks
 * (textContent alone would glue lines), without its line numbers. `link` turns an `<a href>` into
 * what stands for it in the text (a quote the model can open; RFCs, man pages and mailing-list
 * archives are `<pre>` full of links); its text is kept when it returns null.
 */
export function codeText(pre: Element, link?: (a: Element, text: string) => string | null): string {
  if (isNamedGutter(pre) || isNamedGutter(pre.parentElement ?? pre)) return '';
  const gutter = pre.firstElementChild ? lineNumbers(pre) : new Set<Element>();
  if (gutter.size === 0 && !pre.querySelector('br, div, p') && !(link && pre.querySelector('a[href]'))) return pre.textContent ?? '';
  let text = '';
  const newline = () => {
    if (text !== '' && !text.endsWith('\n')) text += '\n';
  };
  const walk = (node: Node) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) text += child.nodeValue ?? '';
      else if (child.nodeName === 'BR') text += '\n';
      else if (gutter.has(child as Element)) continue;
      else if (link && child.nodeName === 'A' && (child as Element).hasAttribute('href')) {
        const inner = (child as Element).textContent ?? '';
        text += inner.includes('\n') ? inner : (link(child as Element, inner) ?? inner);
      } else if (child.nodeName === 'DIV' || child.nodeName === 'P') {
        newline();
        walk(child);
        newline();
      } else walk(child);
    }
  };
  walk(pre);
  return text;
}
