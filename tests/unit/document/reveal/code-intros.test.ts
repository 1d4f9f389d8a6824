import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const code = ['p = 61', 'q = 97', 'n = p * q', 'phi = (p - 1) * (q - 1)', 'e = 17', 'd = pow(e, -1, phi)', 'print(f"public key: ({e}, {n}), private key: ({d}, {n})")', 'message = 65', 'cipher = pow(message, e, n)', 'print(cipher, pow(cipher, d, n))'].join('\n');
// A highlighter's lines (Chroma: one flex span per line); the page closes with one short paragraph.
const block = `<div class="highlight"><pre><code class="language-python">${code
  .split('\n')
  .map((l) => `<span style="display:flex"><span>${l}</span></span>`)
  .join('\n')}</code></pre></div>`;
const close = '<p>This gives us the public and private keys.</p>';

function lines(article: string): string[] {
  const html = `<html><head><title>Sample Python Post</title></head><body><article>${article}</article></body></html>`;
  return htmlToDocument(parseHtml(html, 'https://blog.test/rsa'), 'https://blog.test/rsa').lines.filter((l) => l.trim() !== '');
}

describe('noteCodeIntros', () => {
  it('keeps the sentence introducing a code block, and the heading above it, on a short page of code', () => {
    const out = lines(`<h3>RSA example</h3><p>Here is the key generation code:</p>${block}${close}`);
    expect(out.slice(0, 3)).toEqual(['### RSA example', 'Here is the key generation code:', '```python']);
  });

  it('keeps the introduction of code laid out in a div, which becomes a <pre> before the rules read the page (Writerside)', () => {
    const out = lines(`<h3>RSA example</h3><p>Here is the key generation code:</p><div class="highlight"><div class="code-block" data-lang="python">${code}</div></div>${close}`);
    expect(out.slice(0, 4)).toEqual(['### RSA example', 'Here is the key generation code:', '```python', 'p = 61']);
  });

  it('says an introduction once when Readability keeps it', () => {
    const prose = '<p>RSA rests on how hard it is to factor the product of two large primes; the toy numbers here only show the steps, and real keys use primes hundreds of digits long.</p>'.repeat(3);
    const kept = lines(`${prose}<p>Here is the key generation code:</p>${block}${prose}`).join('\n');
    expect(kept.match(/Here is the key generation code:/g)).toHaveLength(1);
  });
});
