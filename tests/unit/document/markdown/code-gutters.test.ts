/**
 * Code blocks come out without their line numbers, whichever way a highlighter lays them out
 * (markup shaped as kepano/defuddle's code-block fixtures: Pygments, Chroma, Rouge, flex rows).
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { elementToDocument } from '../../../../src/core/document/html-to-document';

const markdown = (html: string) => {
  const dom = parseHtml(`<html><body><div id="root">${html}</div></body></html>`);
  return elementToDocument(dom.getElementById('root'), { url: 'https://code.test/', title: 'Code', path: 'readability' }).lines.join('\n');
};

describe('line numbers in code blocks', () => {
  it('drops Pygments lineno spans glued to each line', () => {
    const md = markdown(`<div class="highlight"><pre><span class="lineno">1</span><span class="kn">import</span> torch\n<span class="lineno">2</span><span class="kn">from</span> torch <span class="kn">import</span> nn</pre></div>`);
    expect(md).toBe('```\nimport torch\nfrom torch import nn\n```');
  });

  it('drops a Chroma line-number table cell and reads the code cell', () => {
    const md = markdown(`<div class="highlight"><div class="chroma"><table class="lntable"><tbody><tr><td class="lntd"><pre class="chroma"><code><span class="lnt">1\n</span><span class="lnt">2\n</span></code></pre></td><td class="lntd"><pre class="chroma"><code class="language-cpp"><span class="line"><span class="cl">auto x = 1;\n</span></span><span class="line"><span class="cl">return x;\n</span></span></code></pre></td></tr></tbody></table></div></div>`);
    expect(md).toBe('```cpp\nauto x = 1;\nreturn x;\n```');
  });

  it('reads a Rouge table wrapped in <code> as a block, without its gutter', () => {
    const md = markdown(`<div class="language-cpp highlighter-rouge"><div class="highlight"><code><table class="rouge-table"><tbody><tr><td class="rouge-gutter gl"><pre class="lineno">1\n2\n</pre></td><td class="rouge-code"><pre>using Int = int;\nint x = 1;\n</pre></td></tr></tbody></table></code></div></div>`);
    expect(md).toBe('```cpp\nusing Int = int;\nint x = 1;\n```');
  });

  it('drops unnamed numbers that open consecutive lines laid out as rows', () => {
    const rows = ['AGENTS.md', 'docs/', 'src/'].map((t, i) => `<div class="flex flex-row"><span class="text-end">${i + 1}</span><div class="flex-1">${t}</div></div>`).join('');
    expect(markdown(`<pre class="flex flex-col">${rows}</pre>`)).toBe('```\nAGENTS.md\ndocs/\nsrc/\n```');
  });

  it('drops the numbers of rows Readability rewrote, each number wrapped in a paragraph of its own', () => {
    const rows = ['AGENTS.md', 'docs/', 'src/'].map((t, i) => `<div class="flex flex-row"><p><span class="text-end">${i + 1}</span></p><p>${t}</p></div>`).join('');
    expect(markdown(`<pre class="flex flex-col">${rows}</pre>`)).toBe('```\nAGENTS.md\ndocs/\nsrc/\n```');
  });

  it('keeps numbers that are code: not consecutive, or not opening a line', () => {
    const rows = ['7', '3', '9'].map((n) => `<div><span class="mi">${n}</span>, next</div>`).join('');
    expect(markdown(`<pre>${rows}</pre>`)).toBe('```\n7, next\n3, next\n9, next\n```');
    expect(markdown(`<pre><span class="n">x</span> = <span class="mi">1</span>\n</pre>`)).toBe('```\nx = 1\n```');
  });
});
