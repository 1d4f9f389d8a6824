/**
 * A formula's characters as TeX: the style a mathematical letter carries in its code point (Temml,
 * MathJax's drawing) and the symbols TeX spells as commands.
 */
import { describe, expect, it } from 'vitest';
import { ACCENTS, token } from '../../../../src/core/document/reveal/tex-tokens';

describe('token', () => {
  it('keeps the style a mathematical letter carries in its code point', () => {
    expect(token('\u{1d415}')).toBe('\\mathbf{V}');
    expect(token('\u211d')).toBe('\\mathbb{R}');
    expect(token('\u{1d4ab}')).toBe('\\mathcal{P}');
    expect(token('\u2112')).toBe('\\mathcal{L}');
    expect(token('\u{1d6c2}')).toBe('\\boldsymbol{\\alpha}');
    expect(token('\u{1d7d9}')).toBe('\\mathbb{1}');
  });

  it('writes italic letters plain and groups a run of one style', () => {
    expect(token('\u{1d465}')).toBe('x');
    expect(token('\u{1d400}\u{1d401}')).toBe('\\mathbf{AB}');
    expect(token('\u{1d465}\u211d')).toBe('x\\mathbb{R}');
  });

  it('writes braces, the centred ellipsis and symbols as TeX commands', () => {
    expect(token('{')).toBe('\\{');
    expect(token('}')).toBe('\\}');
    expect(token('\u22ef')).toBe('\\cdots');
    expect(token('\u03b1x')).toBe('\\alpha x');
  });

  it('writes the symbols NFKC would turn into other characters as their commands: the ellipsis, ℓ, ℏ', () => {
    expect(token('1+\u2026')).toBe('1+\\ldots');
    expect(token('\u2113\u210f')).toBe('\\ell\\hbar');
    expect(token('\u27e8x\u2223y\u27e9')).toBe('\\langle x\\mid y\\rangle');
  });

  it('knows the accents MathJax draws: a vector arrow, a bar', () => {
    expect(ACCENTS['\u20d7']).toBe('\\vec');
    expect(ACCENTS['\u2015']).toBe('\\overline');
    expect(ACCENTS['\u00a8']).toBe('\\ddot');
  });
});
