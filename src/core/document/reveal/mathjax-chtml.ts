import { ACCENTS, braced, MATHJAX_FONTS, primes, token, UNDER_ACCENTS } from './tex-tokens';
import { drawnTableTex } from './mathjax-tables';

/**
 * MathJax 3's CommonHTML output read back as TeX, for pages that render without the assistive MathML
 * copy (a site that turned it off, a saved page): the formula then exists only as `mjx-*` elements
 * shaped like MathML (`mjx-mi`, `mjx-mfrac` > `mjx-num` / `mjx-den`, `mjx-msub` > base + `mjx-script`),
 * each character an `mjx-c` whose class names its code point (`mjx-c1D467` is 𝑧) and whose text is
 * usually empty (the glyph comes from CSS). Read as text it was "𝑧=1𝑛⁢𝑛∑𝑖=1𝑥𝑖".
 */

/** Drawing parts with nothing to say: struts, spacers, the fraction line, the radical sign. */
const SILENT = new Set(['mjx-line', 'mjx-nstrut', 'mjx-dstrut', 'mjx-spacer', 'mjx-surd', 'mjx-mspace', 'mjx-assistive-mml']);
const CODE_POINT = /(?:^|\s)mjx-c([0-9A-F]{2,6})(?:\s|$)/i;

export function chtmlTex(el: Element): string {
  const name = el.nodeName.toLowerCase();
  const kids = Array.from(el.children);
  const tex = (e: Element | null | undefined) => (e ? chtmlTex(e).trim() : '');
  const group = (e: Element | null | undefined) => braced(tex(e));
  const all = () => kids.map((k) => chtmlTex(k).trim()).filter(Boolean).join(' ');
  if (SILENT.has(name)) return '';
  switch (name) {
    case 'mjx-mi':
    case 'mjx-mn': {
      // A letter from another font than italic or upright names it in its class (`TEX-C` calligraphic).
      const t = token(characters(el));
      const font = MATHJAX_FONTS[/(?:^|\s)TEX-([A-Z]+)(?:\s|$)/.exec(el.querySelector('mjx-c')?.getAttribute('class') ?? '')?.[1] ?? ''];
      return font && /^[\p{L}\p{N}]+$/u.test(t) ? `${font}{${t}}` : t;
    }
    case 'mjx-mo':
      return token(characters(el));
    case 'mjx-mtext':
      return `\\text{${characters(el).trim()}}`;
    case 'mjx-mfrac': {
      // A fraction without its bar (a binomial's, \\atop) is marked atop.
      const atop = own(el, 'mjx-frac')?.hasAttribute('atop');
      return atop ? `{${tex(own(el, 'mjx-num'))} \\atop ${tex(own(el, 'mjx-den'))}}` : `\\frac{${tex(own(el, 'mjx-num'))}}{${tex(own(el, 'mjx-den'))}}`;
    }
    case 'mjx-msqrt':
      return `\\sqrt{${tex(own(el, 'mjx-box') ?? own(el, 'mjx-sqrt'))}}`;
    case 'mjx-mroot':
      return `\\sqrt[${tex(own(el, 'mjx-root'))}]{${tex(own(el, 'mjx-box'))}}`;
    case 'mjx-msub':
    case 'mjx-msup':
    case 'mjx-msubsup':
    case 'mjx-munderover':
    case 'mjx-munder':
    case 'mjx-mover': {
      const script = kids.find((k) => k.nodeName.toLowerCase() === 'mjx-script');
      if (script) {
        // Scripts beside the base, as limits are set inline: the script holds the superscript, a
        // spacer, then the subscript; a lone script is the sub (msub, munder) or the sup.
        const base = kids.find((k) => k !== script);
        const parts = Array.from(script.children).filter((c) => !SILENT.has(c.nodeName.toLowerCase()));
        if (name === 'mjx-msubsup' || name === 'mjx-munderover') return `${tex(base)}_${group(parts[1])}^${group(parts[0])}`;
        const marks = name === 'mjx-msup' ? primes(characters(script)) : null;
        if (marks) return `${tex(base)}${marks}`;
        return `${tex(base)}${name === 'mjx-msub' || name === 'mjx-munder' ? '_' : '^'}${group(script)}`;
      }
      const under = own(el, 'mjx-under');
      const over = own(el, 'mjx-over');
      const accent = over && !under ? ACCENTS[characters(over).trim()] : under && !over ? UNDER_ACCENTS[characters(under).trim()] : undefined;
      if (accent) return `${accent}{${tex(own(el, 'mjx-base'))}}`;
      return `${tex(own(el, 'mjx-base'))}${under ? `_${group(under)}` : ''}${over ? `^${group(over)}` : ''}`;
    }
    case 'mjx-mtable': {
      // Equation numbers sit in their own column (mjx-labels).
      const mine = (r: Element) => r.closest('mjx-mtable') === el && !r.closest('mjx-labels');
      const rows = Array.from(el.querySelectorAll('mjx-mtr, mjx-mlabeledtr')).filter(mine);
      const labels = Array.from(own(el, 'mjx-labels')?.querySelectorAll('mjx-mtd') ?? [], characters);
      const cellsOf = (r: Element) => Array.from(r.querySelectorAll('mjx-mtd')).filter((c) => c.closest('mjx-mtable') === el).map((c) => tex(c));
      return drawnTableTex(rows.map((r) => ({ cells: cellsOf(r), labelled: r.nodeName.toLowerCase() === 'mjx-mlabeledtr' })), labels);
    }
    default:
      return all();
  }
}

/** The element's characters: each `mjx-c`'s text, or the code point its class names; a delimiter or bar stretched from pieces is the one character its class names. */
function characters(el: Element): string {
  let out = '';
  for (const c of Array.from(el.querySelectorAll('mjx-c, mjx-stretchy-h, mjx-stretchy-v'))) {
    const stretched = c.parentElement?.closest('mjx-stretchy-h, mjx-stretchy-v');
    if (stretched && el.contains(stretched)) continue;
    const text = c.nodeName.toLowerCase() === 'mjx-c' ? (c.textContent ?? '') : '';
    if (text) out += text;
    else {
      const hex = CODE_POINT.exec(c.getAttribute('class') ?? '')?.[1];
      if (hex) out += String.fromCodePoint(parseInt(hex, 16));
    }
  }
  return out || (el.textContent ?? '');
}

/** The first descendant named `name` that belongs to `el` itself, not to a formula nested in it. */
function own(el: Element, name: string): Element | null {
  const owner = el.nodeName.toLowerCase();
  for (const d of Array.from(el.getElementsByTagName(name))) if (d.parentElement?.closest(owner) === el) return d;
  return null;
}
