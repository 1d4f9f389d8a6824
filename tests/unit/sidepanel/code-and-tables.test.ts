import { describe, expect, it } from 'vitest';
import { BlockRenderer } from '../../../src/sidepanel/markdown/answer-blocks';
import { codeLanguage } from '../../../src/sidepanel/markdown/code-blocks';
import { withShortCells } from '../../../src/sidepanel/markdown/table-cells';

describe('code block headers', () => {
  it('labels a fenced block with its language above the code, with Copy code', () => {
    const [html] = new BlockRenderer((h) => h).render('```python\nprint(1)\n```');
    expect(html).toBe(
      '<div class="code-block"><div class="code-head"><span class="code-lang">python</span><button type="button" class="copy-code">Copy code</button></div><pre><code class="language-python">print(1)\n</code></pre></div>\n',
    );
  });

  it('says "code" when the block has no language, and keeps the label through a sanitiser that strips classes', () => {
    const strip = (h: string) => h.replace(/ class="[^"]*"/g, '');
    const [html] = new BlockRenderer(strip).render('```\nx = 1\n```');
    expect(html).toContain('code-lang--none">code</span>');
    expect(html).toContain('<pre><code>x = 1');
  });

  it('ignores language marks the model wrote itself', () => {
    const [html] = new BlockRenderer((h) => h).render('Text \uE002evil\uE003 here\n\n```js\na\n```');
    expect(html).toBe('<p>Text evil here</p>\n');
  });

  it('accepts only a short plain word as the language', () => {
    expect(codeLanguage('ts title="x.ts"')).toBe('ts');
    expect(codeLanguage('c++')).toBe('c++');
    expect(codeLanguage('<img>')).toBe('');
    expect(codeLanguage(undefined)).toBe('');
  });
});

describe('table cells', () => {
  it('marks short cells to stay on one line and leaves long ones to wrap between words', () => {
    const long = 'A long explanation that certainly needs more than one line in a narrow panel';
    const html = withShortCells(`<table><tr><th align="right">Cycles</th><td>Lithium-ion</td><td>${long}</td><td><strong>1500</strong></td></tr></table>`);
    expect(html).toContain('<th align="right" class="short">Cycles</th>');
    expect(html).toContain('<td class="short">Lithium-ion</td>');
    expect(html).toContain(`<td>${long}</td>`);
    expect(html).toContain('<td class="short"><strong>1500</strong></td>');
  });

});
