import TurndownService from 'turndown';
import { strikethrough, taskListItems } from '@joplin/turndown-plugin-gfm';
import { codeLanguage, codeText } from './code-language';
import { commentItems } from './comment-markdown';
import type { LinkCollector } from './quote-links';
import { elementsWhere } from '../dom/element-walk';
import { dispatchRulesByTag, onlyOnTags } from './rules-by-tag';
import { tableRules } from './table-rules';
import { listboxes } from './listboxes';

/** Elements that never carry text a reader wants. */
const DROP = ['script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'canvas', 'img', 'picture', 'source', 'video', 'audio', 'map', 'button', 'select', 'textarea', 'input', 'dialog', 'head', 'meta', 'link'];

/** Turndown's own rules whose filter functions test the tag name first. */
const BUILT_IN_FILTER_TAGS: Record<string, readonly string[]> = {
  indentedCodeBlock: ['pre'],
  fencedCodeBlock: ['pre'],
  inlineLink: ['a'],
  referenceLink: ['a'],
  code: ['code'],
};

/** A footnote mark or an exponent: digits (a list or range of them, a sign) or a note sign. */
const SUPERSCRIPT_MARK = /^\s*(?:[-\u2212]?\d+(?:[,\u2013-]\d+)*|[*\u2020\u2021\u00a7])\s*$/;

/** Markdown of a link's text, without the emphasis marks and escapes that only clutter a quote. */
function plainLinkText(markdown: string): string {
  return markdown.replace(/\*\*|__/g, '').replace(/`([^`]+)`/g, '$1').replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, '$1');
}

/** The check for `img, svg, [role="img"]`: a link's images, read without compiling the selector for every link. */
function isImage(el: Element): boolean {
  const name = el.localName.toLowerCase();
  return name === 'img' || name === 'svg' || el.getAttribute('role') === 'img';
}

/**
 * The name an image-only link (a logo, an icon) gets in the accessibility tree: its image's alt,
 * else the image's aria-label or title, else an inline SVG's label or `<title>`.
 */
function imageAlt(a: Element): string {
  for (const img of elementsWhere(a, isImage)) {
    const name =
      img.getAttribute('alt')?.trim() ||
      img.getAttribute('aria-label')?.trim() ||
      img.getAttribute('title')?.trim() ||
      (img.nodeName.toLowerCase() === 'svg' ? img.querySelector('title')?.textContent?.trim() : '');
    if (name) return name;
  }
  return '';
}

function accessibleName(a: Element): string {
  return a.getAttribute('aria-label')?.trim() || a.getAttribute('title')?.trim() || '';
}

/** A heading's markdown: what turndown makes of a heading (a `#` its text opens with is escaped). */
const HEADING_LINE = /^#{1,6} /;

/** The backslash `escape` puts into a line's start ("1. ", "- ", "## ", a fence), at the start of a heading's text. */
const HEADING_START_ESCAPE = /^(\s*\d{1,9})\\(?=[.)] )|^(\s*)\\(?=[-+*] |#{1,6} |```|~~~)/;

/**
 * HTML → markdown with links quoted into `collector`. One service per document: the link rule
 * writes into that document's collector.
 */
export function createMarkdownConverter(collector: LinkCollector): TurndownService {
  return converterFor({ collector });
}

/** The collector the rules of one service quote links into: fixed for createMarkdownConverter, the document's for markdownOf. */
interface LinkTarget {
  /** Null between the shared service's conversions, so it holds no document's links. */
  collector: LinkCollector | null;
}

/**
 * Building a service (turndown's rules, the plugins, ours, then the by-tag table at the first node)
 * cost as much as converting a short article: one service serves every document, each conversion
 * pointing its rules at that document's collector.
 */
let shared: { service: TurndownService; target: LinkTarget } | undefined;

/** `root` as markdown, its links quoted into `collector`: what createMarkdownConverter(collector).turndown(root) gives. */
export function markdownOf(root: HTMLElement, collector: LinkCollector): string {
  if (!shared) {
    const target: LinkTarget = { collector: null };
    shared = { service: converterFor(target), target };
  }
  const { service, target } = shared;
  // A rule that converted another document while this one converts (none does today) gets its collector back after.
  const previous = target.collector;
  target.collector = collector;
  try {
    return service.turndown(root);
  } finally {
    target.collector = previous;
  }
}

function converterFor(target: LinkTarget): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    hr: '---',
    bulletListMarker: '*',
    codeBlockStyle: 'fenced',
    fence: '```',
    emDelimiter: '_',
    strongDelimiter: '**',
  });
  const builtInRules = (service as unknown as { options: { rules: Record<string, TurndownService.Rule> } }).options.rules;
  for (const [key, tags] of Object.entries(BUILT_IN_FILTER_TAGS)) {
    const filter = builtInRules[key]?.filter;
    if (typeof filter === 'function') onlyOnTags(tags, filter);
  }
  // Turndown backslash-escapes markdown characters anywhere in text; the model reads the text, and
  // `find` must match what the page says (`snake_case`, not `snake\_case`). So escape only what
  // would turn a paragraph into a heading, list item or fence, and keep our quote brackets reserved.
  service.escape = (text: string) =>
    text.replace(/【/g, '[').replace(/】/g, ']')
      .replace(/^(\s*)([-+*] |#{1,6} |```|~~~)/, '$1\\$2')
      .replace(/^(\s*\d{1,9})([.)] )/, '$1\\$2');
  // A rule, not service.remove(): turndown checks rules first, and its own image rule would win.
  // Later rules win, so the plugins (task-list checkboxes are inputs) come after it.
  service.addRule('drop', { filter: DROP as (keyof HTMLElementTagNameMap)[], replacement: () => '' });
  service.use([strikethrough, taskListItems, tableRules, commentItems, listboxes]);

  // A chart or diagram drawn in SVG shows its labels as text (axes, values, names): they are read
  // as one line. Icons (no <text>) stay dropped.
  service.addRule('svgText', {
    filter: onlyOnTags(['svg'], (node) => node.nodeName.toLowerCase() === 'svg' && node.querySelector('text') !== null),
    replacement(_content, node) {
      const labels = Array.from((node as Element).querySelectorAll('text'), (t) => (t.textContent ?? '').replace(/\s+/g, ' ').trim()).filter(Boolean);
      return labels.length > 0 ? `\n\n${labels.join(' ')}\n\n` : '';
    },
  });

  // A heading's text never starts a list or a fence ("## 1. Start Here" is a heading), so the escape its
  // first text got as a line's start is undone there: the model and `find` read "1. Start Here".
  // A rule of its own, as for list items below: turndown's built-in rules are one object shared by
  // every converter, and wrapping its replacement in place would wrap it again for each document.
  const heading = builtInRules.heading!;
  service.addRule('headingAsWritten', {
    filter: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    replacement: (content, node, options) => (heading.replacement as TurndownService.ReplacementFunction)(content.replace(HEADING_START_ESCAPE, '$1$2'), node, options),
  });

  // A list item left with no text (its images removed) is only a stray bullet.
  const listItem = builtInRules.listItem!;
  service.addRule('nonEmptyListItem', {
    filter: 'li',
    replacement: (content, node, options) =>
      content.trim() ? (listItem.replacement as TurndownService.ReplacementFunction)(content, node, options) : '',
  });

  // A `<code>` wrapping a code block or a table (Rouge, some React highlighters: invalid, but common)
  // is not inline code: backticks around it would swallow the block.
  service.addRule('codeAroundBlocks', {
    filter: onlyOnTags(['code'], (node) => node.nodeName === 'CODE' && node.querySelector('pre, table') !== null),
    replacement: (content) => content,
  });

  // A superscript number glues to the word before it: "Rafailov2", "files1", "x2", "10-3". Marked
  // as TeX and readers do ("x^2", "files^1"), it stays apart and keeps its meaning.
  // One that opens a paragraph is a note's number, set against its text by the superscript alone
  // (`<p><sup>1</sup>The source…`): "^1The" would read as one word, so a space follows it.
  service.addRule('superscriptNumber', {
    filter: onlyOnTags(['sup'], (node) => node.nodeName === 'SUP' && SUPERSCRIPT_MARK.test(node.textContent ?? '')),
    replacement: (content, node) => (content.trim() ? `^${content.trim()}${opensBlockBeforeWord(node) ? ' ' : ''}` : content),
  });

  // A subscript that starts with a digit, written against a number, would make one longer number
  // of the two ("coined in 1963<sub>63ya</sub>" read "196363ya", "10<sub>2</sub>" read "102").
  // Marked as TeX marks it ("1963_63ya", "10_2"), it stays apart; after a letter (H₂O, x₁) it reads
  // as it is written.
  service.addRule('subscriptAfterNumber', {
    filter: onlyOnTags(['sub'], (node) => node.nodeName === 'SUB' && wordAgainst(node.previousSibling, /\d$/) && wordAgainst(node, /^\s*\d/)),
    replacement: (content) => (content.trim() ? `_${content.trim()}` : content),
  });

  service.addRule('codeBlock', {
    filter: 'pre',
    replacement(_content, node) {
      const pre = node as Element;
      // Links stay openable: quoted where they stand, as in running text.
      const quote = (a: Element, text: string) => (text.trim() ? target.collector!.add(a.getAttribute('href') ?? '', text) : null);
      const code = codeText(pre, quote).replace(/^\n+|\s+$/g, '');
      if (!code) return '';
      const longestTicks = Math.max(2, ...(code.match(/`+/g) ?? []).map((t) => t.length));
      const fence = '`'.repeat(longestTicks + 1);
      return `\n\n${fence}${codeLanguage(pre)}\n${code}\n${fence}\n\n`;
    },
  });

  service.addRule('quotedLink', {
    filter: onlyOnTags(['a'], (node) => node.nodeName === 'A' && node.getAttribute('href') !== null),
    replacement(content, node) {
      const a = node as Element;
      const href = a.getAttribute('href') ?? '';
      const trimmed = content.trim();
      // A link inside a link: HTML's parser never builds one (a second <a> closes the first), but a
      // page's markup may say so (`<a href=x><a href=x>word</a></a>`) and a DOM built without that rule
      // keeps both. The inner link is quoted already; quoting its quote again would put its number into
      // the words ("11+word"). Only content holding a quote is checked, so no other link pays for it.
      if (content.includes('【') && a.querySelector('a[href]')) return content;
      // A link around a heading alone (a docs site's section heading, a card's title) is one line of
      // markdown too, but a block: its "## " stays outside the quote, where it makes the heading.
      if (!trimmed.includes('\n') && !HEADING_LINE.test(trimmed)) {
        const visible = plainLinkText(trimmed) || imageAlt(a);
        // A link to a place in this page with neither text nor image is a heading's permalink icon: noise.
        if (!visible && target.collector!.isPlaceInPage(href)) return content;
        const text = visible || accessibleName(a);
        const quote = target.collector!.add(href, text);
        if (quote === null) return content;
        // Keep the spacing around the link that the text had. An icon link has none, and turndown
        // has already trimmed the space before it as if it ended the block; wrapping collapses doubles.
        // A link named by its picture is a picture, not part of the word written against it
        // (`<a><img alt="Titan's map"></a>The first map`): a space parts them.
        const picture = visible !== '' && !plainLinkText(trimmed);
        const before = content.startsWith(' ') || !visible || (picture && wordAgainst(a.previousSibling, /[\p{L}\p{N}]$/u));
        const after = content.endsWith(' ') || (picture && wordAgainst(a.nextSibling, /^[\p{L}\p{N}]/u));
        return (before ? ' ' : '') + quote + (after ? ' ' : '');
      }
      // A link wrapping blocks (a card: heading + summary): quote its first line, keep the rest.
      const lines = trimmed.split('\n');
      const i = lines.findIndex((l) => l.trim() !== '');
      const m = /^(\s*(?:#{1,6} |[*+-] +|\d+\. +|> )?)(.*)$/.exec(lines[i]!)!;
      const quote = target.collector!.add(href, plainLinkText(m[2]!));
      if (quote !== null) lines[i] = m[1] + quote;
      return `\n\n${lines.join('\n')}\n\n`;
    },
  });
  dispatchRulesByTag(service);
  return service;
}

/**
 * Whether `node` meets the link with a letter or digit: its text, or the text its element opens with
 * (`edge` matches the start) or closes with (the end).
 */
function wordAgainst(node: Node | null, edge: RegExp): boolean {
  const atStart = edge.source.startsWith('^');
  let n = node;
  while (n && n.nodeType === 1) n = atStart ? n.firstChild : n.lastChild;
  return n?.nodeType === 3 && edge.test(n.textContent ?? '');
}

const NOTE_BLOCKS = new Set(['P', 'LI', 'DD', 'DIV', 'TD']);

/** Whether `node` opens its paragraph (list item, cell) and a word follows it with no space between. */
function opensBlockBeforeWord(node: Node): boolean {
  const parent = node.parentNode;
  if (!parent || !NOTE_BLOCKS.has(parent.nodeName)) return false;
  for (let prev = node.previousSibling; prev; prev = prev.previousSibling) if (prev.nodeType !== 3 || (prev.textContent ?? '').trim()) return false;
  const next = node.nextSibling;
  return next?.nodeType === 3 && /^[\p{L}\p{N}]/u.test(next.textContent ?? '');
}
