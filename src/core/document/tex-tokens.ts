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
  '\u22c6': '\\star', '\u2212': '-', '\u2061': '', '\u2062': '', '\u2063': '',
};

/** A formula's characters as TeX: mathematical letters plain, symbols as commands. */
export function token(text: string): string {
  // Mathematical alphanumerics (𝑥, 𝜎) are plain letters in TeX.
  const t = text.normalize('NFKC').trim();
  let out = '';
  for (const c of t) {
    const piece = SYMBOLS[c] ?? c;
    // A command runs on into a following letter (`\\alphax`): keep them apart.
    out += /\\[a-zA-Z]+$/.test(out) && /^[a-zA-Z]/.test(piece) ? ` ${piece}` : piece;
  }
  return out;
}

/** A script's or accent's argument: one letter, digit or command stays bare (`x^2`, `a_\\alpha`), anything else is braced. */
export function braced(tex: string): string {
  return /^[\p{L}\p{N}]$|^\\[a-zA-Z]+$/u.test(tex) ? tex : `{${tex}}`;
}
