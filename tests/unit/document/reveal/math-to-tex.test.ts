/**
 * Formulas reach the document as TeX: one test per source of TeX, on markup shaped as KaTeX, MathJax 2
 * and 3, Wikipedia, Temml and equation-image pages render it (kepano/defuddle's math fixtures).
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { mathmlTex } from '../../../../src/core/document/reveal/math-to-tex';
import { prepareContent } from '../../../../src/core/document/reveal/prepare-content';

const prose = `<p>This paragraph gives the reader the context of the formula, with enough words and commas, so that an extractor keeps it as the article.</p>`;
const page = (body: string) => `<html><head><title>Formulas</title></head><body><article><h1>Formulas</h1>${prose}${body}${prose}</article></body></html>`;
const text = (html: string) => htmlToDocument(parseHtml(html), 'https://math.test/post').lines.join('\n');
const convert = (html: string) => {
  const dom = parseHtml(`<html><body>${html}</body></html>`);
  prepareContent(dom.body);
  return dom.body.innerHTML;
};

describe('mathToTex', () => {
  it('reads KaTeX from its TeX annotation and drops the visual copy', () => {
    const html = `<p>Energy is <span class="katex"><span class="katex-mathml"><math><semantics><mrow><mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></mrow><annotation encoding="application/x-tex">E = mc^2</annotation></semantics></math></span><span class="katex-html" aria-hidden="true"><span class="mord mathnormal">E</span><span class="mrel">=</span><span class="mord">mc</span><span class="msupsub">2</span></span></span> here.</p>`;
    expect(convert(html)).toBe('<p>Energy is <span>$E = mc^2$</span> here.</p>');
  });

  it('keeps a KaTeX display block as its own paragraph', () => {
    const html = `<div><span class="katex-display"><span class="katex"><span class="katex-mathml"><math display="block"><semantics><mi>x</mi><annotation encoding="application/x-tex">\\sum_i x_i</annotation></semantics></math></span><span class="katex-html">∑x</span></span></span></div>`;
    expect(convert(html)).toBe('<div><p>$$\\sum_i x_i$$</p></div>');
  });

  it('takes MathJax 2 TeX from its script and removes the rendering and preview before it', () => {
    const html = `<p>Let <span class="MathJax_Preview">x</span><span class="MathJax" id="MathJax-Element-1-Frame"><span class="math"><span class="mi">x</span></span></span><script type="math/tex" id="MathJax-Element-1">x^2</script> be given.</p><div><span class="MathJax_Display"><span>big</span></span><script type="math/tex; mode=display">\\int_0^1 f</script></div>`;
    expect(convert(html)).toBe('<p>Let <span>$x^2$</span> be given.</p><div><p>$$\\int_0^1 f$$</p></div>');
  });

  it('reads MathJax 2’s script once, not again from the assistive MathML inside its rendering (HTML-CSS inline, CommonHTML display)', () => {
    const inline = `<p>Let <span class="MathJax_Preview"></span><span class="MathJax" id="MathJax-Element-1-Frame"><nobr aria-hidden="true"><span class="math"><span class="mi">x</span></span></nobr><span class="MJX_Assistive_MathML"><math><msup><mi>x</mi><mn>2</mn></msup></math></span></span><script type="math/tex" id="MathJax-Element-1">x^{2}</script> be given.</p>`;
    const display = `<span class="MathJax_Preview"></span><div class="MJXc-display"><span class="mjx-chtml MathJax_CHTML" id="MathJax-Element-2-Frame"><span class="mjx-math" aria-hidden="true"><span class="mjx-char">y</span></span><span class="MJX_Assistive_MathML MJX_Assistive_MathML_Block"><math display="block"><mi>y</mi><mo>=</mo><mn>3</mn></math></span></span></div><script type="math/tex; mode=display" id="MathJax-Element-2">y = 3 \\quad \\text{here}</script>`;
    expect(convert(`${inline}<div>${display}</div>`)).toBe('<p>Let <span>$x^{2}$</span> be given.</p><div><p>$$y = 3 \\quad \\text{here}$$</p></div>');
  });

  it('takes MathJax 4’s TeX from the data-latex of its drawing’s top node, over the drawing', () => {
    const chtml = `<mjx-container class="MathJax" jax="CHTML"><mjx-math data-latex="\\binom{n}{k}" class="NCM-N"><mjx-mrow data-latex="\\binom{n}{k}"><mjx-mo><mjx-c class="mjx-c28">(</mjx-c></mjx-mo><mjx-mfrac data-latex="n"><mjx-c class="mjx-c1D45B">𝑛</mjx-c><mjx-c class="mjx-c1D458">𝑘</mjx-c></mjx-mfrac><mjx-mo><mjx-c class="mjx-c29">)</mjx-c></mjx-mo></mjx-mrow></mjx-math></mjx-container>`;
    const svg = `<mjx-container class="MathJax" jax="SVG" display="true"><svg><g><g data-mml-node="math" data-latex="x^2"><g data-mml-node="msup" data-latex="x^2"><g data-mml-node="mi" data-latex="x"><path data-c="1D465"></path></g></g></g></g></svg></mjx-container>`;
    expect(convert(`<p>Choose ${chtml} ways.</p><div>${svg}</div>`)).toBe('<p>Choose <span>$\\binom{n}{k}$</span> ways.</p><div><p>$$x^2$$</p></div>');
  });

  it('uses Wikipedia alttext without its displaystyle wrapper, and drops the fallback image', () => {
    const html = `<p>Then <span class="mwe-math-element"><span class="mwe-math-mathml-inline" style="display: none;"><math alttext="{\\displaystyle ax^{2}+bx+c=0}"><semantics><mrow><mi>a</mi></mrow><annotation encoding="application/x-tex">{\\displaystyle ax^{2}+bx+c=0}</annotation></semantics></math></span><img class="mwe-math-fallback-image-inline" alt="{\\displaystyle ax^{2}+bx+c=0}" src="/media/math.svg"></span> holds.</p>`;
    expect(convert(html)).toBe('<p>Then <span>$ax^{2}+bx+c=0$</span> holds.</p>');
  });

  it('writes MathML with no TeX source out as TeX (MathJax 3 assistive MathML, Temml)', () => {
    const html = `<p>Roots: <mjx-container class="MathJax" jax="CHTML"><mjx-math aria-hidden="true"><mjx-mi class="mjx-i"><mjx-c class="mjx-c1D465"></mjx-c></mjx-mi></mjx-math><mjx-assistive-mml><math><mi>x</mi><mo>=</mo><mfrac><mrow><mo>−</mo><mi>b</mi><mo>±</mo><msqrt><msup><mi>b</mi><mn>2</mn></msup><mo>−</mo><mn>4</mn><mi>a</mi><mi>c</mi></msqrt></mrow><mrow><mn>2</mn><mi>a</mi></mrow></mfrac></math></mjx-assistive-mml></mjx-container>.</p>`;
    expect(convert(html)).toBe('<p>Roots: <span>$x = \\frac{- b \\pm \\sqrt{b^2 - 4 a c}}{2 a}$</span>.</p>');
  });

  it('takes the TeX entered on the element that wraps a Temml formula, not the MathML respelled', () => {
    const html = `<p>Side <span class="hurmet-tex" data-entry="\\overline{AB}"><math><menclose notation="top"><mrow><mi>A</mi><mi>B</mi></mrow></menclose></math></span> and <span data-entry="ignored"><math><mi>x</mi></math><b>x</b></span>.</p><p class="hurmet-tex" data-entry="E = mc^2"><math display="block"><mrow><mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></mrow></math></p>`;
    expect(convert(html)).toBe('<p>Side <span class="hurmet-tex" data-entry="\\overline{AB}"><span>$\\overline{AB}$</span></span> and <span data-entry="ignored"><span>$x$</span><b>x</b></span>.</p><p class="hurmet-tex" data-entry="E = mc^2"><span>$$E = mc^2$$</span></p>');
  });

  it('reads MathJax 3’s drawing back as TeX when it has no assistive MathML (glyphs named by class, empty as MathJax leaves them)', () => {
    const c = (hex: string) => `<mjx-c class="mjx-c${hex} TEX-I"></mjx-c>`;
    const mi = (hex: string) => `<mjx-mi class="mjx-i">${c(hex)}</mjx-mi>`;
    // z = 1/n Σ_{i=1}^{n} x_i, as MathJax 3's CHTML output nests it.
    const drawing = `<mjx-math display="true" class="MJX-TEX"><mjx-mi>${c('1D467')}</mjx-mi><mjx-mo class="mjx-n">${c('3D')}</mjx-mo>
      <mjx-mfrac><mjx-frac type="d"><mjx-num><mjx-nstrut type="d"></mjx-nstrut><mjx-mn class="mjx-n">${c('31')}</mjx-mn></mjx-num><mjx-dbox><mjx-dtable><mjx-line type="d"></mjx-line><mjx-row><mjx-den><mjx-dstrut type="d"></mjx-dstrut>${mi('1D45B')}</mjx-den></mjx-row></mjx-dtable></mjx-dbox></mjx-frac></mjx-mfrac>
      <mjx-munderover><mjx-over>${mi('1D45B')}</mjx-over><mjx-box><mjx-munder><mjx-row><mjx-base><mjx-mo class="mjx-lop">${c('2211')}</mjx-mo></mjx-base></mjx-row><mjx-row><mjx-under><mjx-mrow>${mi('1D456')}<mjx-mo>${c('3D')}</mjx-mo><mjx-mn>${c('31')}</mjx-mn></mjx-mrow></mjx-under></mjx-row></mjx-munder></mjx-box></mjx-munderover>
      <mjx-msub>${mi('1D465')}<mjx-script style="vertical-align: -0.15em;">${mi('1D456')}</mjx-script></mjx-msub></mjx-math>`;
    const html = `<div><mjx-container class="MathJax" jax="CHTML" display="true">${drawing}</mjx-container></div><p>With MathML: <mjx-container class="MathJax" jax="CHTML">${drawing}<mjx-assistive-mml><math><mi>y</mi></math></mjx-assistive-mml></mjx-container>.</p>`;
    expect(convert(html)).toBe('<div><p>$$z = \\frac{1}{n} \\sum_{i = 1}^n x_i$$</p></div><p>With MathML: <span>$y$</span>.</p>');
  });

  it('reads MathJax 3’s drawing of roots, stacks, limits set inline, accents, stretched brackets, fonts and equation numbers', () => {
    // MathJax 3.2.2's CommonHTML output (styles cut) of \sqrt[3]{8} + \binom{n}{k}, \alpha\beta\Gamma \lim_{x\to\infty} \{a, b\} and E = mc^2 \tag{1}.
    const roots = `<mjx-container class="MathJax" jax="CHTML"><mjx-math><mjx-mroot><mjx-root><mjx-mn class="mjx-n" size="ss"><mjx-c class="mjx-c33"></mjx-c></mjx-mn></mjx-root><mjx-sqrt><mjx-surd><mjx-mo class="mjx-n"><mjx-c class="mjx-c221A"></mjx-c></mjx-mo></mjx-surd><mjx-box><mjx-mn class="mjx-n"><mjx-c class="mjx-c38"></mjx-c></mjx-mn></mjx-box></mjx-sqrt></mjx-mroot><mjx-mo class="mjx-n"><mjx-c class="mjx-c2B"></mjx-c></mjx-mo><mjx-mrow><mjx-TeXAtom texclass="OPEN"><mjx-mo class="mjx-sop"><mjx-c class="mjx-c28 TEX-S1"></mjx-c></mjx-mo></mjx-TeXAtom><mjx-mfrac><mjx-frac atop="true" delims="true"><mjx-num><mjx-mi class="mjx-i" size="s"><mjx-c class="mjx-c1D45B TEX-I"></mjx-c></mjx-mi></mjx-num><mjx-den><mjx-mi class="mjx-i" size="s"><mjx-c class="mjx-c1D458 TEX-I"></mjx-c></mjx-mi></mjx-den></mjx-frac></mjx-mfrac><mjx-TeXAtom texclass="CLOSE"><mjx-mo class="mjx-sop"><mjx-c class="mjx-c29 TEX-S1"></mjx-c></mjx-mo></mjx-TeXAtom></mjx-mrow></mjx-math></mjx-container>`;
    const limit = `<mjx-container class="MathJax" jax="CHTML"><mjx-math><mjx-mi class="mjx-i"><mjx-c class="mjx-c1D6FC TEX-I"></mjx-c></mjx-mi><mjx-mi class="mjx-i"><mjx-c class="mjx-c1D6FD TEX-I"></mjx-c></mjx-mi><mjx-mi class="mjx-n"><mjx-c class="mjx-c393"></mjx-c></mjx-mi><mjx-munder limits="false"><mjx-mo class="mjx-n"><mjx-c class="mjx-c6C"></mjx-c><mjx-c class="mjx-c69"></mjx-c><mjx-c class="mjx-c6D"></mjx-c></mjx-mo><mjx-script><mjx-TeXAtom size="s" texclass="ORD"><mjx-mi class="mjx-i"><mjx-c class="mjx-c1D465 TEX-I"></mjx-c></mjx-mi><mjx-mo class="mjx-n"><mjx-c class="mjx-c2192"></mjx-c></mjx-mo><mjx-mi class="mjx-n"><mjx-c class="mjx-c221E"></mjx-c></mjx-mi></mjx-TeXAtom></mjx-script></mjx-munder><mjx-mo class="mjx-n"><mjx-c class="mjx-c7B"></mjx-c></mjx-mo><mjx-mi class="mjx-i"><mjx-c class="mjx-c1D44E TEX-I"></mjx-c></mjx-mi><mjx-mo class="mjx-n"><mjx-c class="mjx-c2C"></mjx-c></mjx-mo><mjx-mi class="mjx-i"><mjx-c class="mjx-c1D44F TEX-I"></mjx-c></mjx-mi><mjx-mo class="mjx-n"><mjx-c class="mjx-c7D"></mjx-c></mjx-mo></mjx-math></mjx-container>`;
    const tagged = `<mjx-container class="MathJax" jax="CHTML" display="true" width="full"><mjx-math width="full" display="true"><mjx-mtable width="full" side="right"><mjx-table><mjx-itable width="full"><mjx-mlabeledtr><mjx-mtd><mjx-mi class="mjx-i"><mjx-c class="mjx-c1D438 TEX-I"></mjx-c></mjx-mi><mjx-mo class="mjx-n"><mjx-c class="mjx-c3D"></mjx-c></mjx-mo><mjx-mi class="mjx-i"><mjx-c class="mjx-c1D45A TEX-I"></mjx-c></mjx-mi><mjx-msup><mjx-mi class="mjx-i"><mjx-c class="mjx-c1D450 TEX-I"></mjx-c></mjx-mi><mjx-script><mjx-mn class="mjx-n" size="s"><mjx-c class="mjx-c32"></mjx-c></mjx-mn></mjx-script></mjx-msup><mjx-tstrut></mjx-tstrut></mjx-mtd></mjx-mlabeledtr></mjx-itable></mjx-table><mjx-labels><mjx-itable align="right"><mjx-mtr><mjx-mtd id="mjx-eqn:1"><mjx-mtext class="mjx-n"><mjx-c class="mjx-c28"></mjx-c><mjx-c class="mjx-c31"></mjx-c><mjx-c class="mjx-c29"></mjx-c></mjx-mtext><mjx-tstrut></mjx-tstrut></mjx-mtd></mjx-mtr></mjx-itable></mjx-labels></mjx-mtable></mjx-math></mjx-container>`;
    expect(convert(`<p>So ${roots}, ${limit}.</p><div>${tagged}</div>`)).toBe('<p>So <span>$\\sqrt[3]{8} + ( {n \\atop k} )$</span>, <span>$\\alpha \\beta \\Gamma \\lim_{x \\rightarrow \\infty} \\{ a , b \\}$</span>.</p><div><p>$$E = m c^2 \\tag{1}$$</p></div>');
    const c = (hex: string, cls = '') => `<mjx-c class="mjx-c${hex}${cls}"></mjx-c>`;
    const drawn = `<mjx-container class="MathJax" jax="CHTML"><mjx-math><mjx-mover><mjx-over><mjx-mo>${c('5E')}</mjx-mo></mjx-over><mjx-base><mjx-mi>${c('1D703', ' TEX-I')}</mjx-mi></mjx-base></mjx-mover><mjx-mo>${c('2B')}</mjx-mo><mjx-mover><mjx-over><mjx-mo><mjx-stretchy-h class="mjx-c2013"><mjx-ext><mjx-c></mjx-c></mjx-ext></mjx-stretchy-h></mjx-mo></mjx-over><mjx-base><mjx-mrow><mjx-mi>${c('1D434')}</mjx-mi><mjx-mi>${c('1D435')}</mjx-mi></mjx-mrow></mjx-base></mjx-mover><mjx-mo>${c('2B')}</mjx-mo><mjx-mi>${c('4C', ' TEX-C')}</mjx-mi><mjx-mo><mjx-stretchy-v class="mjx-c5B"><mjx-beg><mjx-c></mjx-c></mjx-beg><mjx-ext><mjx-c></mjx-c></mjx-ext><mjx-end><mjx-c></mjx-c></mjx-end></mjx-stretchy-v></mjx-mo><mjx-munderover limits="false"><mjx-mo>${c('2211', ' TEX-S1')}</mjx-mo><mjx-script><mjx-mi>${c('1D45B', ' TEX-I')}</mjx-mi><mjx-spacer></mjx-spacer><mjx-mi>${c('1D456', ' TEX-I')}</mjx-mi></mjx-script></mjx-munderover></mjx-math></mjx-container>`;
    expect(convert(`<p>So ${drawn}.</p>`)).toBe('<p>So <span>$\\hat{\\theta} + \\overline{A B} + \\mathcal{L} [ \\sum_i^n$</span>.</p>');
  });

  it('turns MathML symbols and accents into TeX commands', () => {
    const dom = parseHtml('<html><body><math><mover><mi>𝜃</mi><mo>^</mo></mover><mo>≤</mo><msub><mi>α</mi><mi>i</mi></msub><mo>∑</mo><mi>x</mi></math></body></html>');
    expect(mathmlTex(dom.querySelector('math')!)).toBe('\\hat{\\theta} \\leq \\alpha_i \\sum x');
  });

  it('writes a MathML table as a TeX environment: a fenced matrix, aligned equations, a plain matrix', () => {
    const mtable = (attrs: string) => `<mtable${attrs}><mtr><mtd><mi>a</mi></mtd><mtd><mi>b</mi></mtd></mtr><mtr><mtd><mi>c</mi></mtd><mtd><mi>d</mi></mtd></mtr></mtable>`;
    const tex = (inner: string) => mathmlTex(parseHtml(`<html><body><math>${inner}</math></body></html>`).querySelector('math')!);
    expect(tex(`<mrow><mo>|</mo>${mtable('')}<mo>|</mo></mrow>`)).toBe('\\begin{vmatrix}a & b \\\\ c & d\\end{vmatrix}');
    expect(tex(`<mrow><mo>(</mo>${mtable('')}<mo>)</mo></mrow>`)).toBe('\\begin{pmatrix}a & b \\\\ c & d\\end{pmatrix}');
    expect(tex(mtable(' columnalign="right left right left"'))).toBe('\\begin{aligned}a & b \\\\ c & d\\end{aligned}');
    expect(tex(`<mi>M</mi><mo>=</mo>${mtable('')}`)).toBe('M = \\begin{matrix}a & b \\\\ c & d\\end{matrix}');
    // MathJax's one numbered equation: a table of one labelled row.
    expect(tex('<mtable displaystyle="true"><mlabeledtr><mtd><mtext>(</mtext><mo>⋆</mo><mtext>)</mtext></mtd><mtd><mi>a</mi><mo>=</mo><mi>b</mi></mtd></mlabeledtr></mtable>')).toBe('a = b \\tag{\\star}');
  });

  it('escapes the characters TeX reserves and keeps the spaces of text', () => {
    const tex = (inner: string) => mathmlTex(parseHtml(`<html><body><math>${inner}</math></body></html>`).querySelector('math')!);
    // A bare % would comment out the rest of the formula and a bare $ end it in the document.
    expect(tex('<mn>50</mn><mo>%</mo><mo>+</mo><mi>$</mi><mn>5</mn><mo>&amp;</mo><mi>#</mi>')).toBe('50 \\% + \\$ 5 \\& \\#');
    expect(tex('<mtext>if&nbsp;</mtext><mi>n</mi><mtext> is 100% even</mtext><mtext> </mtext>')).toBe('\\text{if } n \\text{ is 100\\% even}');
  });

  it('writes a brace or line set under a formula as its command, primes as TeX’s, and leaves out what is drawn invisible', () => {
    const tex = (inner: string) => mathmlTex(parseHtml(`<html><body><math>${inner}</math></body></html>`).querySelector('math')!);
    // MathJax sets \underbrace{a+b}_{n} as the brace under the sum, then the label under both.
    expect(tex('<munder><munder><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow><mo>⏟</mo></munder><mi>n</mi></munder>')).toBe('\\underbrace{a + b}_n');
    expect(tex('<munder accentunder="true"><mi>x</mi><mo>_</mo></munder>')).toBe('\\underline{x}');
    expect(tex('<msup><mi>f</mi><mo>′</mo></msup><mo>(</mo><mi>x</mi><mo>)</mo><mo>=</mo><msup><mi>g</mi><mo>″</mo></msup>')).toBe("f' ( x ) = g''");
    expect(tex('<mphantom><mi>x</mi></mphantom><mi>y</mi>')).toBe('y');
  });

  it('writes a brace opening a table, closed by nothing, as cases', () => {
    const tex = (inner: string) => mathmlTex(parseHtml(`<html><body><math>${inner}</math></body></html>`).querySelector('math')!);
    const rows = '<mtable columnalign="left left"><mtr><mtd><mn>1</mn></mtd><mtd><mtext>if </mtext><mi>x</mi></mtd></mtr><mtr><mtd><mn>0</mn></mtd><mtd><mtext>else</mtext></mtd></mtr></mtable>';
    const cases = '\\begin{cases}1 & \\text{if } x \\\\ 0 & \\text{else}\\end{cases}';
    // KaTeX closes with nothing, MathJax with an empty fence; a parenthesis that nothing closes is no matrix.
    expect(tex(`<mi>f</mi><mo>=</mo><mrow><mo fence="true">{</mo>${rows}</mrow>`)).toBe(`f = ${cases}`);
    expect(tex(`<mrow><mo>{</mo>${rows}<mo fence="true" stretchy="true"></mo></mrow>`)).toBe(cases);
    expect(tex(`<mrow><mo>(</mo>${rows}</mrow>`)).toBe('( \\begin{matrix}1 & \\text{if } x \\\\ 0 & \\text{else}\\end{matrix}');
  });

  it('writes an enclosure as the command that draws it, a fraction without its bar as a stack, a function name as its command', () => {
    const tex = (inner: string) => mathmlTex(parseHtml(`<html><body><math>${inner}</math></body></html>`).querySelector('math')!);
    // Temml sets \overline{AB} as an enclosure on top; \binom is a bar-less fraction between parentheses.
    expect(tex('<menclose notation="top"><mrow><mi>A</mi><mi>B</mi></mrow></menclose>')).toBe('\\overline{A B}');
    expect(tex('<menclose notation="updiagonalstrike downdiagonalstrike"><mi>x</mi></menclose><menclose notation="box"><mi>y</mi></menclose>')).toBe('\\xcancel{x} \\boxed{y}');
    expect(tex('<mo>(</mo><mfrac linethickness="0"><mi>n</mi><mi>k</mi></mfrac><mo>)</mo><mfrac linethickness="0px"><mi>a</mi><mi>b</mi></mfrac><mfrac linethickness="0.1em"><mi>c</mi><mi>d</mi></mfrac>')).toBe('( {n \\atop k} ) {a \\atop b} \\frac{c}{d}');
    expect(tex('<munder><mi>lim</mi><mrow><mi>x</mi><mo>→</mo><mn>0</mn></mrow></munder><mi>sin</mi><mi>x</mi>')).toBe('\\lim_{x \\rightarrow 0} \\sin x');
  });

  it('writes mfenced with its fences and separators, and mmultiscripts with the scripts before and after its base', () => {
    const tex = (inner: string) => mathmlTex(parseHtml(`<html><body><math>${inner}</math></body></html>`).querySelector('math')!);
    expect(tex('<mi>f</mi><mfenced><mi>x</mi><mi>y</mi></mfenced>')).toBe('f ( x , y )');
    expect(tex('<mfenced open="[" close="]" separators=";"><mi>a</mi><mi>b</mi><mi>c</mi></mfenced>')).toBe('[ a ; b ; c ]');
    expect(tex('<mmultiscripts><mi>C</mi><mi>k</mi><none/><mprescripts/><mi>n</mi><none/></mmultiscripts>')).toBe('{}_nC_k');
    expect(tex('<mmultiscripts><mi>R</mi><mi>i</mi><mi>j</mi></mmultiscripts>')).toBe('R_i^j');
  });

  it('writes a bold or double-struck letter with its TeX command', () => {
    const dom = parseHtml('<html><body><math><msub><mi mathvariant="bold">V</mi><mn>1</mn></msub><mo>∈</mo><msup><mi mathvariant="double-struck">R</mi><mn>3</mn></msup></math></body></html>');
    expect(mathmlTex(dom.querySelector('math')!)).toBe('\\mathbf{V}_1 \\in \\mathbb{R}^3');
  });

  it('keeps the space between an inline formula and the next word that MathJax keeps inside its container', () => {
    const html = `<p>solutions to <mjx-container class="MathJax" jax="CHTML"><mjx-assistive-mml><math><mi>x</mi></math></mjx-assistive-mml>
        </mjx-container>and they are <mjx-container class="MathJax" jax="CHTML"><mjx-assistive-mml><math><mi>y</mi></math></mjx-assistive-mml> </mjx-container>, there.</p>`;
    expect(convert(html)).toBe('<p>solutions to <span>$x$</span> and they are <span>$y$</span>, there.</p>');
  });

  it('reads TeX from an equation image: its alt, or the formula in its address', () => {
    const html = `<p><img src="https://example.com/eq.svg" alt="\\operatorname{fn}(x,y) = \\exp(x)"></p><p>Sum: <img src="https://latex.codecogs.com/png.latex?%5Csum_%7Bi%3D1%7D%5E%7Bn%7Da_i"></p><p><img src="/photo.jpg" alt="A photo of a cat"></p>`;
    expect(convert(html)).toBe('<p><span>$\\operatorname{fn}(x,y) = \\exp(x)$</span></p><p>Sum: <span>$\\sum_{i=1}^{n}a_i$</span></p><p><img src="/photo.jpg" alt="A photo of a cat"></p>');
  });

  it('reads WordPress’s formula image by its latex parameter, however plain the formula, not the whole address', () => {
    const html = `<p>If <img src="https://s0.wp.com/latex.php?latex=A%2C+B&amp;bg=ffffff&amp;fg=000&amp;s=0&amp;c=20201002" alt="A, B" class="latex"> are given, so is <img src="https://s0.wp.com/latex.php?latex=AB&amp;bg=ffffff" alt="AB" class="latex">.</p>`;
    expect(convert(html)).toBe('<p>If <span>$A, B$</span> are given, so is <span>$AB$</span>.</p>');
  });

  it('reads TeX from Google’s chart service and from a renderer that takes it as the file’s path', () => {
    const html = `<p>Greek: <img src="https://chart.apis.google.com/chart?chl=%5Calpha%2B%5Cbeta&cht=tx"> and <img src="https://chart.apis.google.com/chart?cht=tx&chl=x%5E2">.</p><p>Path: <img src="https://example.com/formula/%5Cfrac%7Bm%7D%7Bv%7D">.</p><p><img src="/photos/a%5Cb.jpg" alt="A photo"></p>`;
    expect(convert(html)).toBe('<p>Greek: <span>$\\alpha+\\beta$</span> and <span>$x^2$</span>.</p><p>Path: <span>$\\frac{m}{v}$</span>.</p><p><img src="/photos/a%5Cb.jpg" alt="A photo"></p>');
  });

  it('takes data-math over the rendering it wraps', () => {
    const html = `<p>For all <span class="math-inline" data-math="\\forall x"><span class="katex"><span class="katex-html">∀x</span></span></span>.</p>`;
    expect(convert(html)).toBe('<p>For all <span>$\\forall x$</span>.</p>');
  });

  it('carries the TeX through Readability into the document', () => {
    const doc = text(page(`<p>The famous identity <script type="math/tex">e^{i\\pi} + 1 = 0</script> links five constants, and it is short.</p>`));
    expect(doc).toContain('The famous identity $e^{i\\pi} + 1 = 0$ links five constants');
  });
});
