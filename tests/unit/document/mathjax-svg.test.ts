/**
 * MathJax 3's SVG output without its assistive MathML is read back as TeX. The drawings are MathJax
 * 3.2.2's own output (fontCache "none"), cut down to the attributes the reader looks at (the glyphs'
 * outlines, sizes and styles taken out; where each part is placed kept).
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../scripts/page2md-dom';
import { prepareContent } from '../../../src/core/document/prepare-content';

const convert = (html: string) => {
  const dom = parseHtml(`<html><body>${html}</body></html>`);
  prepareContent(dom.body);
  return dom.body.innerHTML;
};

/** r_{\text{perf}} = \frac{1}{n}\sum_{i=1}^n x_i^2, inline: the sum's limits set as scripts, superscript drawn first. */
const INLINE = `<mjx-container class="MathJax" jax="SVG"><svg><g transform="scale(1,-1)"><g data-mml-node="math"><g data-mml-node="msub"><g data-mml-node="mi"><path data-c="1D45F"></path></g><g data-mml-node="TeXAtom" transform="translate(484,-150) scale(0.707)"><g data-mml-node="mtext"><path data-c="70"></path><path data-c="65" transform="translate(556,0)"></path><path data-c="72" transform="translate(1000,0)"></path><path data-c="66" transform="translate(1392,0)"></path></g></g></g><g data-mml-node="mo" transform="translate(2012.4,0)"><path data-c="3D"></path></g><g data-mml-node="mfrac" transform="translate(3068.2,0)"><g data-mml-node="mn" transform="translate(255.4,394) scale(0.707)"><path data-c="31"></path></g><g data-mml-node="mi" transform="translate(220,-345) scale(0.707)"><path data-c="1D45B"></path></g><rect></rect></g><g data-mml-node="munderover" transform="translate(4099.2,0)"><g data-mml-node="mo"><path data-c="2211"></path></g><g data-mml-node="mi" transform="translate(1089,477.1) scale(0.707)"><path data-c="1D45B"></path></g><g data-mml-node="TeXAtom" transform="translate(1089,-285.4) scale(0.707)"><g data-mml-node="mi"><path data-c="1D456"></path></g><g data-mml-node="mo" transform="translate(345,0)"><path data-c="3D"></path></g><g data-mml-node="mn" transform="translate(1123,0)"><path data-c="31"></path></g></g></g><g data-mml-node="msubsup" transform="translate(6552.5,0)"><g data-mml-node="mi"><path data-c="1D465"></path></g><g data-mml-node="mn" transform="translate(605,363) scale(0.707)"><path data-c="32"></path></g><g data-mml-node="mi" transform="translate(605,-284.4) scale(0.707)"><path data-c="1D456"></path></g></g></g></g></svg></mjx-container>`;
/** \sqrt[3]{8} + \sqrt{x} = \binom{n}{k}, displayed: roots with their base in a plain group, a fraction without its bar. */
const ROOTS = `<mjx-container class="MathJax" jax="SVG" display="true"><svg><g transform="scale(1,-1)"><g data-mml-node="math"><g data-mml-node="mroot"><g><g data-mml-node="mn" transform="translate(853,0)"><path data-c="38"></path></g></g><g data-mml-node="mn" transform="translate(261.8,498.2) scale(0.5)"><path data-c="33"></path></g><g data-mml-node="mo" transform="translate(0,137.2)"><path data-c="221A"></path></g><rect></rect></g><g data-mml-node="mo" transform="translate(1575.2,0)"><path data-c="2B"></path></g><g data-mml-node="msqrt" transform="translate(2575.4,0)"><g transform="translate(853,0)"><g data-mml-node="mi"><path data-c="1D465"></path></g></g><g data-mml-node="mo" transform="translate(0,30.8)"><path data-c="221A"></path></g><rect></rect></g><g data-mml-node="mo" transform="translate(4278.2,0)"><path data-c="3D"></path></g><g data-mml-node="mrow" transform="translate(5334,0)"><g data-mml-node="TeXAtom"><g data-mml-node="mo" transform="translate(0 -0.5)"><path data-c="28"></path></g></g><g data-mml-node="mfrac" transform="translate(736,0)"><g data-mml-node="mi" transform="translate(0,676)"><path data-c="1D45B"></path></g><g data-mml-node="mi" transform="translate(39.5,-686)"><path data-c="1D458"></path></g></g><g data-mml-node="TeXAtom" transform="translate(1336,0)"><g data-mml-node="mo" transform="translate(0 -0.5)"><path data-c="29"></path></g></g></g></g></g></svg></mjx-container>`;
/** \sum_{k=1}^n \vec{F}_k = \overline{AB} + \mathbf{V} \tag{2}, displayed: limits under and over, accents, a bold letter, an equation number drawn apart. */
const TAGGED = `<mjx-container class="MathJax" jax="SVG" display="true"><svg><g transform="scale(0.0181,-0.0181) translate(0, -1664.1)"><g data-mml-node="math"><g data-mml-node="mtable" transform="translate(2078,0) translate(-2078,0)"><g transform="translate(0 1664.1) matrix(1 0 0 -1 0 0) scale(55.25)"><svg data-table="true"><g transform="matrix(1 0 0 -1 0 0)"><g data-mml-node="mlabeledtr" transform="translate(0,101.6)"><g data-mml-node="mtd"><g data-mml-node="munderover"><g data-mml-node="mo"><path data-c="2211"></path></g><g data-mml-node="TeXAtom" transform="translate(86,-1107.7) scale(0.707)"><g data-mml-node="mi"><path data-c="1D458"></path></g><g data-mml-node="mo" transform="translate(521,0)"><path data-c="3D"></path></g><g data-mml-node="mn" transform="translate(1299,0)"><path data-c="31"></path></g></g><g data-mml-node="mi" transform="translate(509.9,1150) scale(0.707)"><path data-c="1D45B"></path></g></g><g data-mml-node="msub" transform="translate(1610.7,0)"><g data-mml-node="TeXAtom"><g data-mml-node="mover"><g data-mml-node="mi"><path data-c="1D439"></path></g><g data-mml-node="mo" transform="translate(484.3,269) translate(-250 0)"><path data-c="20D7"></path></g></g></g><g data-mml-node="mi" transform="translate(676,-150) scale(0.707)"><path data-c="1D458"></path></g></g><g data-mml-node="mo" transform="translate(2982.8,0)"><path data-c="3D"></path></g><g data-mml-node="mover" transform="translate(4038.6,0)"><g data-mml-node="mrow"><g data-mml-node="mi"><path data-c="1D434"></path></g><g data-mml-node="mi" transform="translate(750,0)"><path data-c="1D435"></path></g></g><g data-mml-node="mo" transform="translate(0,648)"><svg><path data-c="2013" transform="scale(4.527,1)"></path></svg></g></g><g data-mml-node="mo" transform="translate(5769.8,0)"><path data-c="2B"></path></g><g data-mml-node="TeXAtom" transform="translate(6770.1,0)"><g data-mml-node="mi"><path data-c="1D415"></path></g></g></g></g></g></svg><svg data-labels="true"><g data-labels="true" transform="matrix(1 0 0 -1 0 0)"><g data-mml-node="mtd" id="mjx-eqn:2" transform="translate(0,851.6)"><text data-id-align="true"></text><g data-idbox="true" transform="translate(0,-750)"><g data-mml-node="mtext"><path data-c="28"></path><path data-c="32" transform="translate(389,0)"></path><path data-c="29" transform="translate(889,0)"></path></g></g></g></g></svg></g></g></g></g></svg></mjx-container>`;

describe('svgTex', () => {
  it('reads an inline formula: text, a fraction, a sum’s limits and both scripts in their places', () => {
    expect(convert(`<p>The reward is ${INLINE} here.</p>`)).toBe('<p>The reward is <span>$r_{\\text{perf}} = \\frac{1}{n} \\sum_{i = 1}^n x_i^2$</span> here.</p>');
  });

  it('reads roots without their radical sign, and a fraction drawn without a bar as a stack', () => {
    expect(convert(`<div>${ROOTS}</div>`)).toBe('<div><p>$$\\sqrt[3]{8} + \\sqrt{x} = ( {n \\atop k} )$$</p></div>');
  });

  it('reads limits under and over, accents, a bold letter and the equation’s number', () => {
    expect(convert(`<div>${TAGGED}</div>`)).toBe('<div><p>$$\\sum_{k = 1}^n \\vec{F}_k = \\overline{A B} + \\mathbf{V} \\tag{2}$$</p></div>');
  });

  it('reads glyphs named only by their address, with the font it names, and a tall bracket drawn in pieces', () => {
    const html = `<mjx-container class="MathJax" jax="SVG"><svg><g data-mml-node="math"><g data-mml-node="mi"><use xlink:href="#MJX-1-TEX-B-56"></use></g><g data-mml-node="mo"><use xlink:href="#MJX-1-TEX-N-3D"></use></g><g data-mml-node="mo"><svg><use data-c="23A7"></use><use data-c="23A8"></use><use data-c="23A9"></use><use data-c="23AA"></use></svg></g><g data-mml-node="mi"><use xlink:href="#MJX-1-TEX-I-1D465"></use></g></g></svg></mjx-container>`;
    expect(convert(`<p>So ${html} holds.</p>`)).toBe('<p>So <span>$\\mathbf{V} = \\{ x$</span> holds.</p>');
  });

  it('leaves a container with assistive MathML to the MathML', () => {
    const html = `<mjx-container class="MathJax" jax="SVG"><svg><g data-mml-node="math"><g data-mml-node="mi"><path data-c="1D465"></path></g></g></svg><mjx-assistive-mml><math><mi>y</mi></math></mjx-assistive-mml></mjx-container>`;
    expect(convert(`<p>So ${html} holds.</p>`)).toBe('<p>So <span>$y$</span> holds.</p>');
  });
});
