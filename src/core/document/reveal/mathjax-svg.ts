import { ACCENTS, braced, MATHJAX_FONTS, primes, token, UNDER_ACCENTS } from './tex-tokens';
import { drawnTableTex } from './mathjax-tables';

/**
 * MathJax 3's SVG output read back as TeX, for pages that draw formulas as SVG without the assistive
 * MathML copy (VitePress and other sites that render MathJax when the page is built): the formula
 * then exists only as paths. Each MathML node is a `<g data-mml-node="mi">` (`msub`, `mfrac`,
 * `TeXAtom`…) in MathML's order, except that `msubsup` draws its superscript before its subscript and
 * a root puts its base in a plain `<g>` beside the radical sign; each glyph is a `<use>` or `<path>`
 * whose `data-c` names its code point (older releases name it only at the end of the `href`,
 * `#MJX-TEX-I-1D465`, whose middle names the font: B bold, A blackboard…). Read as text it was nothing.
 */

const GLYPH_HREF = /-TEX-([A-Z]+)-([0-9A-F]+)$/;
/** The pieces MathJax stacks into a tall delimiter, as that delimiter. */
const PIECES: Record<string, string> = {
  '\u239b': '(', '\u239c': '(', '\u239d': '(', '\u239e': ')', '\u239f': ')', '\u23a0': ')', '\u23a1': '[', '\u23a2': '[', '\u23a3': '[',
  '\u23a4': ']', '\u23a5': ']', '\u23a6': ']', '\u23a7': '{', '\u23a8': '{', '\u23a9': '{', '\u23aa': '{', '\u23ab': '}', '\u23ac': '}', '\u23ad': '}',
};
const SURD = '\u221a';

/** The TeX of a formula's `<g data-mml-node="math">`. */
export function svgTex(g: Element): string {
  const node = g.getAttribute('data-mml-node') ?? '';
  const kids = nodes(g);
  const tex = (e: Element | undefined) => (e ? svgTex(e).trim() : '');
  const group = (e: Element | undefined) => braced(tex(e));
  const all = (list: Element[]) => list.map((k) => svgTex(k).trim()).filter(Boolean).join(' ');
  switch (node) {
    case 'mi':
    case 'mn': {
      const { text, font } = glyphs(g);
      const t = token(text);
      const command = font ? MATHJAX_FONTS[font] : undefined;
      return command && /^[\p{L}\p{N}]+$/u.test(t) ? `${command}{${t}}` : t;
    }
    case 'mo':
    case 'ms':
      return token(delimiter(glyphs(g).text));
    case 'mtext':
      return `\\text{${glyphs(g).text.trim()}}`;
    case 'mspace':
    case 'mphantom':
      return '';
    case 'mfrac':
      // A fraction drawn without its bar is a binomial's or a stack's (`linethickness="0"`).
      // A bevelled one draws its slash as a node between the two.
      if (kids.length === 3) return `${group(kids[0])}/${group(kids[2])}`;
      return Array.from(g.children).some((c) => c.nodeName.toLowerCase() === 'rect') ? `\\frac{${tex(kids[0])}}{${tex(kids[1])}}` : `{${tex(kids[0])} \\atop ${tex(kids[1])}}`;
    case 'msqrt':
    case 'mroot': {
      const base = Array.from(g.children).find((c) => !c.hasAttribute('data-mml-node') && c.nodeName.toLowerCase() === 'g');
      const index = kids.find((k) => !(base && base.contains(k)) && !isSurd(k));
      const body = base ? all(nodes(base)) : all(kids.filter((k) => !isSurd(k)));
      return node === 'mroot' && index ? `\\sqrt[${tex(index)}]{${body}}` : `\\sqrt{${body}}`;
    }
    case 'msub':
      return `${tex(kids[0])}_${group(kids[1])}`;
    case 'msup': {
      const marks = kids[1] ? primes(glyphs(kids[1]).text) : null;
      return marks ? `${tex(kids[0])}${marks}` : `${tex(kids[0])}^${group(kids[1])}`;
    }
    case 'msubsup':
    case 'munderover': {
      // Scripts are drawn sup-then-sub (msubsup, and a sum's limits set beside it inline) or
      // under-then-over: the one drawn higher is the upper.
      const [first, second] = [kids[1], kids[2]];
      const [lower, upper] = rise(first) > rise(second) ? [second, first] : [first, second];
      return `${tex(kids[0])}_${group(lower)}^${group(upper)}`;
    }
    case 'munder': {
      const accent = UNDER_ACCENTS[glyphs(kids[1] ?? g).text.trim()];
      return accent && kids[1] ? `${accent}{${tex(kids[0])}}` : `${tex(kids[0])}_${group(kids[1])}`;
    }
    case 'mover': {
      const accent = ACCENTS[glyphs(kids[1] ?? g).text.trim()];
      return accent && kids[1] ? `${accent}{${tex(kids[0])}}` : `${tex(kids[0])}^${group(kids[1])}`;
    }
    case 'mtable': {
      // Equation numbers are drawn apart from their rows, as cells of their own.
      const rows = kids.filter((k) => /^(?:mtr|mlabeledtr)$/.test(k.getAttribute('data-mml-node') ?? ''));
      const labels = kids.filter((k) => k.getAttribute('data-mml-node') === 'mtd').map((k) => glyphs(k).text);
      const cellsOf = (r: Element) => nodes(r).filter((c) => c.getAttribute('data-mml-node') === 'mtd').map((c) => tex(c));
      return drawnTableTex(rows.map((r) => ({ cells: cellsOf(r), labelled: r.getAttribute('data-mml-node') === 'mlabeledtr' })), labels);
    }
    default:
      return all(kids);
  }
}

/** The MathML nodes drawn directly under `g`, looking through the plain groups that only place them. */
function nodes(g: Element): Element[] {
  const out: Element[] = [];
  for (const c of Array.from(g.children)) {
    if (c.hasAttribute('data-mml-node')) out.push(c);
    else if (/^(?:g|svg|a)$/i.test(c.nodeName)) out.push(...nodes(c));
  }
  return out;
}

/** How high `el` is set: the y of its `translate(x,y)` (MathJax's drawing has y upward), 0 if unmoved. */
function rise(el: Element | undefined): number {
  const y = /translate\(\s*[-\d.e]+[\s,]+([-\d.e]+)/.exec(el?.getAttribute('transform') ?? '')?.[1];
  return y ? Number(y) || 0 : 0;
}

function isSurd(el: Element): boolean {
  return el.getAttribute('data-mml-node') === 'mo' && glyphs(el).text.trim() === SURD;
}

/** The characters drawn under `el` (`data-c`, else the `href`'s code point; `<text>` as written), and the font of the first. */
function glyphs(el: Element): { text: string; font?: string } {
  let text = '';
  let font: string | undefined;
  for (const d of Array.from(el.querySelectorAll('[data-c], use, text'))) {
    if (d.nodeName.toLowerCase() === 'text') {
      text += d.textContent ?? '';
      continue;
    }
    const href = GLYPH_HREF.exec(d.getAttribute('href') ?? d.getAttribute('xlink:href') ?? '');
    if (font === undefined && href) font = href[1];
    const hex = d.getAttribute('data-c') ?? href?.[2];
    if (hex && /^[0-9A-F]{1,6}$/i.test(hex)) text += String.fromCodePoint(parseInt(hex, 16));
  }
  return { text, font };
}

/** A tall delimiter drawn as stacked pieces (`⎛⎜⎝`) is the one delimiter. */
function delimiter(text: string): string {
  const chars = Array.from(text);
  if (chars.length < 2 || !chars.every((c) => PIECES[c])) return text;
  return PIECES[chars[0]!]!;
}
