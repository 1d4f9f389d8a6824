/**
 * Characters of rendered mathematics as TeX: the symbols MathML and MathJax's drawing write as
 * characters (α, ≤, ∑) and TeX as commands, shared by the MathML writer (math-to-tex.ts) and the
 * reader of MathJax's drawing (mathjax-chtml.ts).
 */

/** Symbols MathML writes as characters and TeX as commands (the common ones). */
const GREEK = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho varsigma sigma tau upsilon phi chi psi omega'.split(' ');
const SYMBOLS: Record<string, string> = {
  ...Object.fromEntries(GREEK.map((name, i) => [String.fromCodePoint(0x3b1 + i), `\\${name}`])),
  ...Object.fromEntries(['Gamma', 'Delta', 'Theta', 'Lambda', 'Xi', 'Pi', 'Sigma', 'Phi', 'Psi', 'Omega'].map((name) => [String.fromCodePoint({ Gamma: 0x393, Delta: 0x394, Theta: 0x398, Lambda: 0x39b, Xi: 0x39e, Pi: 0x3a0, Sigma: 0x3a3, Phi: 0x3a6, Psi: 0x3a8, Omega: 0x3a9 }[name]!), `\\${name}`])),
  '\u2264': '\\leq', '\u2265': '\\geq', '\u2260': '\\neq', '\u00b1': '\\pm', '\u2213': '\\mp', '\u00d7': '\\times', '\u22c5': '\\cdot', '\u00b7': '\\cdot',
  '\u2211': '\\sum', '\u220f': '\\prod', '\u222b': '\\int', '\u222e': '\\oint', '\u2202': '\\partial', '\u221e': '\\infty', '\u2207': '\\nabla',
  '\u2192': '\\rightarrow', '\u2190': '\\leftarrow', '\u21d2': '\\Rightarrow', '\u21d4': '\\Leftrightarrow', '\u2208': '\\in', '\u2209': '\\notin',
  '\u2200': '\\forall', '\u2203': '\\exists', '\u2248': '\\approx', '\u2261': '\\equiv', '\u2282': '\\subset', '\u2286': '\\subseteq', '\u222a': '\\cup', '\u2229': '\\cap',
  '{': '\\{', '}': '\\}', '\u22ef': '\\cdots', '\u22c6': '\\star', '\u2212': '-', '\u2061': '', '\u2062': '', '\u2063': '',
  // Looked up before NFKC, which makes the ellipsis three periods (punctuation to TeX), ℓ an l and ℏ an ħ.
  '\u2026': '\\ldots', '\u22ee': '\\vdots', '\u22f1': '\\ddots', '\u27e8': '\\langle', '\u27e9': '\\rangle', '\u2218': '\\circ', '\u2223': '\\mid', '\u21a6': '\\mapsto',
  '\u223c': '\\sim', '\u2243': '\\simeq', '\u2245': '\\cong', '\u221d': '\\propto', '\u2205': '\\emptyset', '\u00ac': '\\neg', '\u2227': '\\wedge', '\u2228': '\\vee',
  '\u2295': '\\oplus', '\u2297': '\\otimes', '\u2283': '\\supset', '\u2287': '\\supseteq', '\u226a': '\\ll', '\u226b': '\\gg', '\u2194': '\\leftrightarrow', '\u21d0': '\\Leftarrow',
  // Characters TeX reserves: `%` would comment out the rest of the formula, `$` end it, `&` and `#` stop it.
  '%': '\\%', '$': '\\$', '&': '\\&', '#': '\\#', '_': '\\_', '\\': '\\backslash',
  '\u210f': '\\hbar', '\u2113': '\\ell', '\u22a5': '\\perp', '\u2220': '\\angle', '\u00f7': '\\div', '\u2216': '\\setminus', '\u2225': '\\parallel',
};

/** MathJax's font names (`TEX-B`, `MJX-TEX-C-4C`), for a letter drawn from another font than the italic or upright one. */
export const MATHJAX_FONTS: Record<string, string> = { B: '\\mathbf', BI: '\\boldsymbol', A: '\\mathbb', C: '\\mathcal', FR: '\\mathfrak', SS: '\\mathsf', T: '\\mathtt', SCR: '\\mathscr' };

/** Accents set over a base (MathML's `<mover>`, MathJax's drawing of one), as TeX commands. */
export const ACCENTS: Record<string, string> = {
  '\u02d9': '\\dot', '.': '\\dot', '\u00a8': '\\ddot', '~': '\\tilde', '\u02dc': '\\tilde', '^': '\\hat', '\u02c6': '\\hat', '\u02c7': '\\check', '\u02d8': '\\breve',
  '\u00b4': '\\acute', '\u02ca': '\\acute', '`': '\\grave', '\u02cb': '\\grave', '\u00af': '\\overline', '\u02c9': '\\bar', '\u203e': '\\overline', '\u2015': '\\overline', '\u2013': '\\overline', '\u2192': '\\vec', '\u20d7': '\\vec',
  '\u23de': '\\overbrace', '\u23df': '\\underbrace',
};

/** Accents set under a base (MathML's `<munder>`): a brace (`\\underbrace`, its label a script of its own) or a line. */
export const UNDER_ACCENTS: Record<string, string> = { '\u23df': '\\underbrace', '_': '\\underline', '\u2015': '\\underline', '\u00af': '\\underline', '\u0332': '\\underline' };

/** Primes set as a superscript (`<msup><mi>f</mi><mo>′</mo></msup>`): TeX writes f' for f^{\\prime}. */
export function primes(script: string): string | null {
  const t = script.trim();
  if (!/^[\u2032\u2033\u2034]+$/.test(t)) return null;
  return Array.from(t, (c) => "'".repeat(c.charCodeAt(0) - 0x2031)).join('');
}

/**
 * The TeX command of a styled mathematical letter or digit (𝐕 is `\\mathbf`, ℝ `\\mathbb`): Temml and
 * MathJax's drawing write the style into the character, which NFKC would fold to a plain letter.
 * Latin letters come in 13 styles of 52, Greek in 5 of 58, digits in 5 of 10; italic is TeX's default.
 */
const LATIN_STYLES = ['\\mathbf', '', '\\boldsymbol', '\\mathcal', '\\mathcal', '\\mathfrak', '\\mathbb', '\\mathfrak', '\\mathsf', '\\mathsf', '\\mathsf', '\\mathsf', '\\mathtt'];
const GREEK_STYLES = ['\\boldsymbol', '', '\\boldsymbol', '\\boldsymbol', '\\boldsymbol'];
const DIGIT_STYLES = ['\\mathbf', '\\mathbb', '\\mathsf', '\\mathsf', '\\mathtt'];
const LETTERLIKE: Record<string, string> = {
  ...Object.fromEntries(Array.from('\u2102\u210d\u2115\u2119\u211a\u211d\u2124', (c) => [c, '\\mathbb'])),
  ...Object.fromEntries(Array.from('\u212c\u2130\u2131\u210b\u2110\u2112\u2133\u211b\u212f\u210a\u2134', (c) => [c, '\\mathcal'])),
  ...Object.fromEntries(Array.from('\u210c\u2111\u211c\u2128\u212d', (c) => [c, '\\mathfrak'])),
};

function styleOf(c: string): string {
  const cp = c.codePointAt(0)!;
  if (cp < 0x2102) return '';
  if (cp < 0x2135) return LETTERLIKE[c] ?? '';
  if (cp >= 0x1d400 && cp < 0x1d6a4) return LATIN_STYLES[Math.floor((cp - 0x1d400) / 52)] ?? '';
  if (cp >= 0x1d6a8 && cp < 0x1d7ca) return GREEK_STYLES[Math.floor((cp - 0x1d6a8) / 58)] ?? '';
  if (cp >= 0x1d7ce && cp < 0x1d800) return DIGIT_STYLES[Math.floor((cp - 0x1d7ce) / 10)] ?? '';
  return '';
}

/** A formula's characters as TeX: mathematical letters plain or under their style's command, symbols as commands. */
/** Function names TeX sets upright as commands (MathML writes `<mi>sin</mi>`, MathJax draws s, i, n). */
const OPERATORS = new Set('sin cos tan cot sec csc sinh cosh tanh coth arcsin arccos arctan exp log ln lg lim liminf limsup max min sup inf det dim ker deg arg gcd hom Pr'.split(' '));

export function token(text: string): string {
  if (OPERATORS.has(text.trim())) return `\\${text.trim()}`;
  let out = '';
  let style = '';
  let run = '';
  const flush = () => {
    // Mathematical alphanumerics (𝑥, 𝜎, 𝐕) are plain letters in TeX, set in their style.
    let written = '';
    for (const c of run) {
      const symbol = SYMBOLS[c];
      if (symbol !== undefined) written = join(written, symbol);
      else for (const d of c.normalize('NFKC')) written = join(written, SYMBOLS[d] ?? d);
    }
    if (written) out = join(out, style ? `${style}{${written}}` : written);
    run = '';
  };
  for (const c of text.trim()) {
    const s = styleOf(c);
    if (s !== style) flush();
    style = s;
    run += c;
  }
  flush();
  return out;
}

/** A command runs on into a following letter (`\\alphax`): keep them apart. */
function join(out: string, piece: string): string {
  return /\\[a-zA-Z]+$/.test(out) && /^[a-zA-Z]/.test(piece) ? `${out} ${piece}` : out + piece;
}

/** A script's or accent's argument: one letter, digit or command stays bare (`x^2`, `a_\\alpha`), anything else is braced. */
export function braced(tex: string): string {
  return /^[\p{L}\p{N}]$|^\\[a-zA-Z]+$/u.test(tex) ? tex : `{${tex}}`;
}

/** Text set inside `\\text{…}`: its spaces kept (`\\text{if } n`, not `ifn`), the characters TeX reserves escaped. */
export function textTex(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[%$&#_{}]/g, '\\$&').replace(/\\(?![%$&#_{}])/g, '\\textbackslash{}');
}
