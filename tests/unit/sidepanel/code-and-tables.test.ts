// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BlockRenderer } from '../../../src/sidepanel/markdown/answer-blocks';
import { codeLanguage } from '../../../src/sidepanel/markdown/code-blocks';
import { markShortCells } from '../../../src/sidepanel/markdown/table-cells';

function parse(html: string, doc: Document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return template.content;
}

const render = (md: string, sanitize = parse) => new BlockRenderer(document, sanitize).render(md).map((e) => e.innerHTML);

describe('code block headers', () => {
  it('labels a fenced block with its language above the code, with Copy code', () => {
    const [html] = render('```python\nprint(1)\n```');
    expect(html).toBe(
      '<div class="code-block"><div class="code-head"><span class="code-lang">python</span><button type="button" class="copy-code">Copy code</button></div><pre><code class="language-python">print(1)\n</code></pre></div>\n',
    );
  });

  it('says "code" when the block has no language, and keeps the label through a sanitiser that strips classes', () => {
    const strip = (h: string, doc: Document) => parse(h.replace(/ class="[^"]*"/g, ''), doc);
    const [html] = render('```\nx = 1\n```', strip);
    expect(html).toContain('code-lang--none">code</span>');
    expect(html).toContain('<pre><code>x = 1');
  });

  it('ignores language marks the model wrote itself', () => {
    const [html] = render('Text \uE002evil\uE003 here\n\n```js\na\n```');
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
    const root = parse(`<table><tr><th align="right">Cycles</th><td>Lithium-ion</td><td>${long}</td><td><strong>1500</strong></td></tr></table>`, document);
    markShortCells(root);
    const cells = Array.from(root.querySelectorAll('th, td'), (c) => c.outerHTML);
    expect(cells).toEqual([
      '<th align="right" class="short">Cycles</th>',
      '<td class="short">Lithium-ion</td>',
      `<td>${long}</td>`,
      '<td class="short"><strong>1500</strong></td>',
    ]);
  });
});
