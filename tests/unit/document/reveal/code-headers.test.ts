/**
 * A code block's toolbar header (language name and copy button) is not read as code or as a line
 * above it; its name becomes the block's language (markup shaped as kepano/defuddle's hljs-header,
 * ChatGPT CodeMirror and react-syntax-highlighter fixtures).
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { elementToDocument } from '../../../../src/core/document/html-to-document';
import { dropCodeHeaders } from '../../../../src/core/document/reveal/code-headers';

const markdown = (html: string) => {
  const dom = parseHtml(`<html><body><div id="root">${html}</div></body></html>`);
  const root = dom.getElementById('root')!;
  dropCodeHeaders(Array.from(root.querySelectorAll('pre')));
  return elementToDocument(root, { url: 'https://code.test/', title: 'Code', path: 'readability' }).lines.join('\n');
};

describe('code block headers', () => {
  it('drops a header inside the block (highlight.js theme) and keeps the code exact', () => {
    const html = '<pre><code class="hljs language-bash"><div class="code__header"><span>bash</span><button class="copy"></button></div><div class="code-content">#!/bin/bash\n\n  echo "hi"\n</div></code></pre>';
    expect(markdown(html)).toBe('```bash\n#!/bin/bash\n\n  echo "hi"\n```');
  });

  it('takes the language from a header with buttons when the code names none', () => {
    const html = '<pre><div><div class="sticky"><div class="flex"><div><svg></svg>Python</div><div><button aria-label="Copy"></button><button><div>Run</div></button></div></div></div><div id="viewer"><span>print(1)</span></div></div></pre>';
    expect(markdown(html)).toBe('```python\nprint(1)\n```');
  });

  it('drops a header drawn above the block’s wrapper', () => {
    const html = '<div class="rounded"><div class="flex justify-between"><div><span class="text-sm">java</span></div><button type="button"><span>Copy</span></button></div><div class="overflow-x-auto"><pre><code class="language-java">class A {}</code></pre></div></div>';
    expect(markdown(html)).toBe('```java\nclass A {}\n```');
  });

  it('keeps a first line of code, a heading and a file name that look like a header', () => {
    expect(markdown('<pre><code class="language-bash"><span class="hljs-title">bash</span> install.sh\nls</code></pre>')).toBe('```bash\nbash install.sh\nls\n```');
    expect(markdown('<pre><code><div class="line">python</div><div class="line">print(1)</div></code></pre>')).toBe('```\npython\nprint(1)\n```');
    expect(markdown('<h4 class="title">Python</h4><pre><code>print(1)</code></pre>')).toBe('#### Python\n\n```\nprint(1)\n```');
    expect(markdown('<div class="code-header">main.py<button>Copy</button></div><pre><code>print(1)</code></pre>')).toBe('main.py\n\n```\nprint(1)\n```');
  });
});
