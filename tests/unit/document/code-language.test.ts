import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../scripts/page2md-dom';
import { codeLanguage, codeText } from '../../../src/core/document/code-language';

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
  it('gives nothing for plain or unknown classes', () => {
    expect(codeLanguage(pre('<pre class="language-none">x</pre>'))).toBe('');
    expect(codeLanguage(pre('<pre class="wide dark">x</pre>'))).toBe('');
  });
  it('keeps <br> as line breaks in code text', () => {
    expect(codeText(pre('<pre>a<br>b<span>c<br></span>d</pre>'))).toBe('a\nbc\nd');
  });
});
