import { braced, token } from './tex-tokens';

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
    case 'mjx-mn':
    case 'mjx-mo':
      return token(characters(el));
    case 'mjx-mtext':
      return `\\text{${characters(el).trim()}}`;
    case 'mjx-mfrac':
      return `\\frac{${tex(own(el, 'mjx-num'))}}{${tex(own(el, 'mjx-den'))}}`;
    case 'mjx-msqrt':
      return `\\sqrt{${tex(own(el, 'mjx-box') ?? own(el, 'mjx-sqrt'))}}`;
    case 'mjx-msub':
    case 'mjx-msup': {
      const script = kids.find((k) => k.nodeName.toLowerCase() === 'mjx-script');
      const base = kids.find((k) => k !== script);
      return `${tex(base)}${name === 'mjx-msub' ? '_' : '^'}${group(script)}`;
    }
    case 'mjx-msubsup': {
      const script = kids.find((k) => k.nodeName.toLowerCase() === 'mjx-script');
      const base = kids.find((k) => k !== script);
      // The script holds the superscript, a spacer, then the subscript.
      const parts = script ? Array.from(script.children).filter((c) => !SILENT.has(c.nodeName.toLowerCase())) : [];
      return `${tex(base)}_${group(parts[1])}^${group(parts[0])}`;
    }
    case 'mjx-munderover':
    case 'mjx-munder':
    case 'mjx-mover': {
      const under = own(el, 'mjx-under');
      const over = own(el, 'mjx-over');
      return `${tex(own(el, 'mjx-base'))}${under ? `_${group(under)}` : ''}${over ? `^${group(over)}` : ''}`;
    }
    case 'mjx-mtable': {
      const rows = Array.from(el.querySelectorAll('mjx-mtr, mjx-mlabeledtr')).filter((r) => r.closest('mjx-mtable') === el);
      const cells = rows.map((r) => Array.from(r.querySelectorAll('mjx-mtd')).filter((c) => c.closest('mjx-mtable') === el).map((c) => tex(c)).join(' & '));
      return `\\begin{matrix}${cells.join(' \\\\ ')}\\end{matrix}`;
    }
    default:
      return all();
  }
}

/** The element's characters: each `mjx-c`'s text, or the code point its class names. */
function characters(el: Element): string {
  let out = '';
  for (const c of Array.from(el.querySelectorAll('mjx-c'))) {
    const text = c.textContent ?? '';
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
