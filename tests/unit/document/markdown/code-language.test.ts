import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { codeLanguage, codeText } from '../../../../src/core/document/markdown/code-language';

const pre = (html: string) => parseHtml(`<html><body>${html}</body></html>`).querySelector('pre')!;

describe('codeLanguage', () => {
  it('reads the usual conventions', () => {
    expect(codeLanguage(pre('<pre><code class="hljs language-TypeScript">x</code></pre>'))).toBe('typescript');
    expect(codeLanguage(pre('<pre class="lang-go">x</pre>'))).toBe('go');
    expect(codeLanguage(pre('<div class="highlight highlight-source-python"><pre>x</pre></div>'))).toBe('python');
    expect(codeLanguage(pre('<pre class="brush: ruby; gutter: false">x</pre>'))).toBe('ruby');
    expect(codeLanguage(pre('<div class="sourceCode"><pre class="sourceCode haskell">x</pre></div>'))).toBe('haskell');
    expect(codeLanguage(pre('<pre data-lang="sql">x</pre>'))).toBe('sql');
    expect(codeLanguage(pre('<pre class="rust rust-example-rendered">x</pre>'))).toBe('rust');
  });
  it('reads the language on the boxes around a gutter-and-code table (Rouge, Hexo) and Mintlify’s `language`', () => {
    const rouge = '<div class="language-cpp highlighter-rouge"><div class="highlight"><code><table class="rouge-table"><tbody><tr><td class="rouge-gutter gl"><pre class="lineno">1\n</pre></td><td class="rouge-code"><pre>int x;\n</pre></td></tr></tbody></table></code></div></div>';
    const hexo = '<figure class="highlight sh"><table><tr><td class="gutter"><pre>1\n</pre></td><td class="code"><pre>echo hi</pre></td></tr></table></figure>';
    const doc = parseHtml(`<html><body>${rouge}${hexo}</body></html>`);
    expect(Array.from(doc.querySelectorAll('td:last-child pre')).map((p) => codeLanguage(p))).toEqual(['cpp', 'sh']);
    expect(codeLanguage(pre('<div class="code-block" language="tsx"><div><pre class="shiki" language="tsx"><code>x</code></pre></div></div>'))).toBe('tsx');
  });
  it('gives nothing for plain or unknown classes', () => {
    expect(codeLanguage(pre('<pre class="language-none">x</pre>'))).toBe('');
    expect(codeLanguage(pre('<pre class="wide dark">x</pre>'))).toBe('');
  });
  it('keeps <br> as line breaks in code text', () => {
    expect(codeText(pre('<pre>a<br>b<span>c<br></span>d</pre>'))).toBe('a\nbc\nd');
  });
});
