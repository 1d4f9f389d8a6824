/**
 * Mathematics as TeX text (`$…$` inline, `$$…$$` displayed), so a formula reaches the model as
 * something it reads. Rendered math is otherwise lost or garbled: KaTeX and MathJax keep their source
 * in a hidden annotation or script and draw glyphs the page's CSS supplies (empty in the HTML),
 * MathML glues its tokens together (`b2−4ac`), and equation images are dropped with every image.
 *
 * Where the TeX comes from, in this order: a `data-math` / `data-latex` / `data-tex` attribute
 * (KaTeX renders of editors), the `<math>`'s `alttext` or `application/x-tex` annotation (KaTeX,
 * Wikipedia, LaTeXML/arXiv, MathJax's assistive MathML), MathJax 2's `<script type="math/tex">`, an
 * image whose alt is TeX or whose address carries it (codecogs, WordPress latex.php); failing all,
 * the MathML itself is written out as TeX, or MathJax 3's drawing without MathML (mathjax-chtml.ts, mathjax-svg.ts). The whole rendering (KaTeX's visual HTML, MathJax's
 * preview and container, Wikipedia's fallback image) is replaced, so nothing is read twice.
 */

import { chtmlTex } from './mathjax-chtml';
import { svgTex } from './mathjax-svg';
import { ACCENTS, UNDER_ACCENTS, braced, primes, textTex, token } from './tex-tokens';

/** Elements that hold one formula's rendering: replaced whole. */
const RENDERING = 'mjx-container, .katex-display, .katex, .MathJax_Display, .MathJax, .MathJax_SVG_Display, .MathJax_SVG, .MathJax_CHTML, .mwe-math-element';
/** What holds a formula or its TeX. */
export const MATH = 'math, script[type^="math/tex"], [data-math], [data-latex], [data-tex], img[alt*="\\\\"], img[src*="latex"], img[src*="cht=tx"], img[src*="%5c" i], mjx-container';
/** Alt text that is TeX: a command such as `\frac`, or a braced script. */
const TEX_ALT = /\\[a-zA-Z]{2,}|[\^_]\{/;
const TEX_IMAGE_SRC = /(?:latex|mathtex|tex2img)[^?]*\?(.+)$/i;
/** WordPress's (Jetpack's) formula service: `latex.php?latex=…&bg=…`. */
const LATEX_PARAM = /[?&]latex=([^&#]*)/i;
/** Google's chart service draws TeX given as `cht=tx&chl=…`. */
const CHART_TEX = /[?&]cht=tx(?:&.*)?&chl=([^&#]+)|[?&]chl=([^&#]+)(?=.*[?&]cht=tx)/i;

function decoded(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/** Replaces the formulas among `found` (elements under `root` matching MATH) with their TeX, in place. */
export function mathToTex(found: readonly Element[], root: Element): void {
  // MathJax 2 keeps the author's TeX in a script after its rendering, and the rendering holds an
  // assistive MathML copy: read first, the script takes the rendering (and the copy in it) away, so
  // the formula is read once and as written, not once rebuilt from MathML and again from the script.
  const scripts = found.filter((el) => el.nodeName === 'SCRIPT');
  const ordered = scripts.length > 0 ? [...scripts, ...found.filter((el) => el.nodeName !== 'SCRIPT')] : found;
  for (const el of ordered) {
    if (!within(el, root)) continue; // inside a rendering already replaced
    const formula = texOf(el);
    if (!formula) continue;
    let target: Element = el;
    if (el.nodeName === 'SCRIPT') {
      // MathJax 2 draws the formula just before its script; the preview is a plain-text stand-in.
      // CommonHTML's display block is classed MJXc-display, the preview output's MJXp-display.
      for (let prev = el.previousElementSibling; prev && /(?:^|\s)(?:MathJax|MJX[cp]-display)/.test(prev.getAttribute('class') ?? ''); prev = el.previousElementSibling) prev.remove();
    } else {
      target = el.closest(RENDERING) ?? el;
      const display = target.parentElement?.closest('.katex-display');
      if (display && display.contains(target)) target = display;
    }
    if (!within(target, root)) target = el;
    replaceWithTex(target, formula.tex, formula.display || isDisplay(target));
  }
}

function within(el: Element, root: Element): boolean {
  for (let p: Node | null = el; p; p = p.parentNode) if (p === root) return true;
  return false;
}

function texOf(el: Element): { tex: string; display: boolean } | null {
  const name = el.nodeName.toLowerCase();
  const attr = el.getAttribute('data-math') ?? el.getAttribute('data-latex') ?? el.getAttribute('data-tex');
  if (attr?.trim() && name !== 'math') return { tex: attr, display: false };
  if (name === 'mjx-container') {
    const display = el.getAttribute('display') === 'true';
    // MathJax 4 keeps the author's TeX on the drawing's top node (data-latex): read as written.
    const given = el.querySelector('mjx-math[data-latex], [data-mml-node="math"][data-latex]')?.getAttribute('data-latex');
    if (given?.trim()) return { tex: given, display };
    // With its assistive MathML the <math> inside is read instead; without it, the drawing itself
    // (CommonHTML's mjx-* elements, or the SVG's groups named by their MathML node; MathJax 4 breaks
    // a long inline formula into one SVG per line, each with its part).
    if (el.querySelector('math')) return null;
    const drawn = el.querySelector('mjx-math');
    const tex = drawn
      ? chtmlTex(drawn).trim()
      : Array.from(el.querySelectorAll('[data-mml-node="math"]'))
          .map((svg) => svgTex(svg).trim())
          .filter(Boolean)
          .join(' ');
    return tex ? { tex, display } : null;
  }
  if (name === 'script') {
    const tex = el.textContent ?? '';
    return tex.trim() ? { tex, display: /mode\s*=\s*display/i.test(el.getAttribute('type') ?? '') } : null;
  }
  if (name === 'img') {
    const alt = el.getAttribute('alt') ?? '';
    if (TEX_ALT.test(alt)) return { tex: alt, display: false };
    const src = el.getAttribute('src') ?? '';
    // A parameter that names the formula (WordPress's latex.php `?latex=AB&bg=…`, Google's `chl=`) is
    // TeX whatever it looks like ("AB", "n"); a bare query (`png.latex?\sum…`) only if it looks like TeX.
    const chart = CHART_TEX.exec(src);
    const named = LATEX_PARAM.exec(src)?.[1] ?? chart?.[1] ?? chart?.[2];
    const given = named !== undefined ? decoded(named.replace(/\+/g, ' ')) : null;
    if (given?.trim()) return { tex: given, display: false };
    const query = named === undefined ? TEX_IMAGE_SRC.exec(src)?.[1] : undefined;
    const tex = query ? decoded(query.replace(/\+/g, ' ')) : null;
    if (tex !== null && (TEX_ALT.test(tex) || /[\^_=]/.test(tex))) return { tex, display: false };
    // A renderer that takes the formula as the file's path (`/formula/%5Cfrac%7Bm%7D%7Bv%7D`).
    const path = decoded(/\/([^/?#]*%5c[^/?#]*)(?:[?#]|$)/i.exec(src)?.[1] ?? '');
    return path && TEX_ALT.test(path) ? { tex: path, display: false } : null;
  }
  if (name !== 'math') return null;
  const display = el.getAttribute('display') === 'block';
  const annotation = Array.from(el.getElementsByTagName('annotation')).find((a) => /tex/i.test(a.getAttribute('encoding') ?? ''));
  const source = el.getAttribute('alttext') || annotation?.textContent || enteredTex(el);
  if (source.trim()) return { tex: source, display };
  const written = mathmlTex(el).trim();
  return written ? { tex: written, display } : null;
}

/**
 * Temml's pages (its own documentation, Hurmet's exports) write no annotation: the TeX as the author
 * entered it is on the element wrapping the `<math>` alone (`<span data-entry="\\overline{AB}">`).
 * Read from MathML it would be respelled (`\\overline{A B}`, `m c^2` for `mc^2`).
 */
function enteredTex(math: Element): string {
  const wrapper = math.parentElement;
  return wrapper && wrapper.firstElementChild === math && wrapper.lastElementChild === math ? (wrapper.getAttribute('data-entry') ?? '') : '';
}

function isDisplay(el: Element): boolean {
  const cls = el.getAttribute('class') ?? '';
  return /(?:^|\s)(?:katex-display|MathJax_Display|MathJax_SVG_Display)(?:\s|$)/.test(cls) || el.getAttribute('display') === 'true' || el.getAttribute('display') === 'block';
}

/** `{\displaystyle x}` (Wikipedia) is just `x`; whitespace runs are one space. */
function tidy(tex: string): string {
  let t = tex.replace(/\s+/g, ' ').trim();
  const wrapped = /^\{\\(?:displaystyle|textstyle)\s*(.*)\}$/.exec(t);
  if (wrapped) t = wrapped[1]!.trim();
  return t;
}

function replaceWithTex(target: Element, tex: string, display: boolean): void {
  const doc = target.ownerDocument;
  const t = tidy(tex);
  // A displayed formula is its own paragraph, unless it sits inside running text.
  const inText = target.parentElement !== null && /^(?:P|SPAN|A|EM|STRONG|B|I|LI|TD|TH|DT|DD|LABEL|FIGCAPTION|CAPTION|H[1-6])$/.test(target.parentElement.nodeName);
  const el = doc.createElement(display && !inText ? 'p' : 'span');
  el.textContent = display ? `$$${t}$$` : `$${t}$`;
  // MathJax's container ends (or starts) with the space that parts the formula from the next word
  // ("…</mjx-container>and they are"): it stays, or the word runs into the formula ("$…$and").
  // Before punctuation (", there") no space is wanted.
  const inner = target.textContent ?? '';
  const before = el.nodeName === 'SPAN' && /^\s/.test(inner) && /[\p{L}\p{N}]$/u.test(target.previousSibling?.textContent ?? '');
  const after = el.nodeName === 'SPAN' && /\s$/.test(inner) && /^[\p{L}\p{N}]/u.test(target.nextSibling?.textContent ?? '');
  target.replaceWith(el);
  if (before) el.before(doc.createTextNode(' '));
  if (after) el.after(doc.createTextNode(' '));
}

/** `mathvariant` as the TeX command that sets it (an italic letter is TeX's default). */
const VARIANTS: Record<string, string> = { bold: '\\mathbf', 'double-struck': '\\mathbb', script: '\\mathcal', fraktur: '\\mathfrak', 'bold-italic': '\\boldsymbol', 'sans-serif': '\\mathsf', monospace: '\\mathtt' };
/** `menclose` notations (sorted, as one string) as the TeX command that draws them. */
const ENCLOSURES: Record<string, string> = {
  top: '\\overline', bottom: '\\underline', box: '\\boxed', roundedbox: '\\boxed', updiagonalstrike: '\\cancel', downdiagonalstrike: '\\bcancel',
  'downdiagonalstrike updiagonalstrike': '\\xcancel', radical: '\\sqrt',
};
/** Fences around a table, as the matrix environment that draws them. */
const MATRIX_FENCES: Record<string, string> = { '()': 'pmatrix', '[]': 'bmatrix', '||': 'vmatrix', '\u2016\u2016': 'Vmatrix', '{}': 'Bmatrix', '{': 'cases' };

/**
 * A table's environment: a matrix between fences (`(`, `[`, `|`) is that matrix, and a brace that
 * nothing closes opens cases, whose fences rowTex then leaves out; equations aligned at a relation (MathJax and Temml set columnalign
 * "right left …", or "right" for a column of equations, and displaystyle) are `aligned`; any other
 * table is a plain `matrix`. TeX has no bare `&` or `\\`.
 */
function tableEnvironment(table: Element): string {
  const fences = fencesAround(table);
  if (fences) return MATRIX_FENCES[fences]!;
  return /^\s*right\b/.test(table.getAttribute('columnalign') ?? '') || table.getAttribute('displaystyle') === 'true' ? 'aligned' : 'matrix';
}

/** A table row as TeX cells; a labelled row's first cell is its equation number, written as `\\tag`. */
function rowOfTable(row: Element): string {
  const cells = Array.from(row.children);
  const labelled = row.nodeName.toLowerCase() === 'mlabeledtr' && cells.length > 1;
  const body = (labelled ? cells.slice(1) : cells).map((cell) => mathmlTex(cell).trim()).join(' & ');
  if (!labelled) return body;
  const label = token((cells[0]!.textContent ?? '').replace(/\s+/g, '').replace(/^\((.*)\)$/, '$1'));
  return label ? `${body} \\tag{${label}}` : body;
}

/** The fence pair (`()`, `||`…) standing right around `table` in its row, if it is a known one. */
function fencesAround(table: Element): string | null {
  const open = table.previousElementSibling;
  const close = table.nextElementSibling;
  if (!open || open.nodeName.toLowerCase() !== 'mo' || (close && close.nodeName.toLowerCase() !== 'mo')) return null;
  // Cases open a brace and close nothing: KaTeX writes no closing fence, MathJax an empty one.
  const pair = `${(open.textContent ?? '').trim()}${(close?.textContent ?? '').trim()}`;
  if (!close && pair !== '{') return null;
  return MATRIX_FENCES[pair] ? pair : null;
}

/** A row's parts; the fences of a matrix are drawn by its environment and left out here. */
function rowTex(kids: Element[]): string {
  const out: string[] = [];
  for (const k of kids) {
    if (k.nodeName.toLowerCase() === 'mo') {
      const next = k.nextElementSibling;
      const prev = k.previousElementSibling;
      if ((next?.nodeName.toLowerCase() === 'mtable' && fencesAround(next)) || (prev?.nodeName.toLowerCase() === 'mtable' && fencesAround(prev))) continue;
    }
    const t = mathmlTex(k).trim();
    if (t) out.push(t);
  }
  return out.join(' ');
}

/** MathML written out as TeX, for math that carries no TeX source (MathJax 3, Temml, hand-written MathML). */
export function mathmlTex(el: Element): string {
  const kids = Array.from(el.children);
  const part = (i: number) => (kids[i] ? mathmlTex(kids[i]!).trim() : '');
  const group = (i: number) => braced(part(i));
  switch (el.nodeName.toLowerCase()) {
    case 'mi':
    case 'mn': {
      const t = token(el.textContent ?? '');
      const variant = VARIANTS[el.getAttribute('mathvariant') ?? ''];
      return variant && t ? `${variant}{${t}}` : t;
    }
    case 'mo':
    case 'ms':
      return token(el.textContent ?? '');
    case 'mtext': {
      const text = textTex(el.textContent ?? '');
      return text.trim() ? `\\text{${text}}` : '';
    }
    case 'mspace':
    case 'annotation':
    case 'annotation-xml':
    case 'none':
    case 'mprescripts':
      return '';
    case 'mfrac':
      // Without its bar (`linethickness="0"`, as \\binom and \\atop are set) it is a stack, not a fraction.
      return /^0(?:\.0*)?[a-z]*$/.test((el.getAttribute('linethickness') ?? '').trim()) ? `{${part(0)} \\atop ${part(1)}}` : `\\frac{${part(0)}}{${part(1)}}`;
    case 'mfenced': {
      // The fences and separators are attributes (MathType, Word and older generators write it).
      const open = el.getAttribute('open') ?? '(';
      const close = el.getAttribute('close') ?? ')';
      const separators = Array.from((el.getAttribute('separators') ?? ',').replace(/\s+/g, ''));
      const items = kids.map((k, i) => `${i > 0 && separators.length > 0 ? `${token(separators[Math.min(i - 1, separators.length - 1)]!)} ` : ''}${mathmlTex(k).trim()}`);
      return [token(open), items.join(' '), token(close)].filter(Boolean).join(' ');
    }
    case 'mmultiscripts': {
      // Base, then sub/super pairs after it, then <mprescripts/> and the pairs before it.
      const pre = kids.findIndex((k) => k.nodeName.toLowerCase() === 'mprescripts');
      const pairs = (from: number, to: number) => {
        let out = '';
        for (let i = from; i + 1 < to; i += 2) {
          const sub = mathmlTex(kids[i]!).trim();
          const sup = mathmlTex(kids[i + 1]!).trim();
          out += `${sub ? `_${braced(sub)}` : ''}${sup ? `^${braced(sup)}` : ''}`;
        }
        return out;
      };
      const before = pre >= 0 ? pairs(pre + 1, kids.length) : '';
      return `${before ? `{}${before}` : ''}${part(0)}${pairs(1, pre >= 0 ? pre : kids.length)}`;
    }
    case 'menclose': {
      const inner = kids.map((k) => mathmlTex(k).trim()).filter(Boolean).join(' ');
      const command = ENCLOSURES[(el.getAttribute('notation') ?? '').trim().split(/\s+/).sort().join(' ')];
      return command ? `${command}{${inner}}` : inner;
    }
    case 'msqrt':
      return `\\sqrt{${kids.map((k) => mathmlTex(k).trim()).join(' ')}}`;
    case 'mroot':
      return `\\sqrt[${part(1)}]{${part(0)}}`;
    case 'mover': {
      const accent = ACCENTS[(kids[1]?.textContent ?? '').trim()];
      return accent ? `${accent}{${part(0)}}` : `${part(0)}^${group(1)}`;
    }
    case 'msup': {
      const marks = primes(kids[1]?.textContent ?? '');
      return marks ? `${part(0)}${marks}` : `${part(0)}^${group(1)}`;
    }
    case 'munder': {
      const accent = UNDER_ACCENTS[(kids[1]?.textContent ?? '').trim()];
      return accent ? `${accent}{${part(0)}}` : `${part(0)}_${group(1)}`;
    }
    case 'msub':
      return `${part(0)}_${group(1)}`;
    case 'mphantom':
      // Drawn invisible, to hold space: not read.
      return '';
    case 'msubsup':
    case 'munderover':
      return `${part(0)}_${group(1)}^${group(2)}`;
    case 'mtable': {
      const rows = kids.map(rowOfTable);
      // MathJax wraps one numbered equation (`\\tag{…}`) in a table of one labelled row: it is that equation.
      if (rows.length === 1 && kids[0]!.nodeName.toLowerCase() === 'mlabeledtr') return rows[0]!;
      const env = tableEnvironment(el);
      return `\\begin{${env}}${rows.join(' \\\\ ')}\\end{${env}}`;
    }
    case 'mrow':
    case 'mstyle':
    case 'mpadded':
    case 'semantics':
    case 'math':
      return rowTex(kids);
    default:
      return kids.map((k) => mathmlTex(k).trim()).filter(Boolean).join(' ');
  }
}
