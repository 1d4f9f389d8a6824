// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Citation } from '../../../src/core/agent/citation-types';
import { chipElement } from '../../../src/sidepanel/citations/chip-element';
import { BlockRenderer } from '../../../src/sidepanel/markdown/answer-blocks';
import { sanitizeToFragment } from '../../../src/sidepanel/markdown/sanitize';
import { citation } from './fixtures';

const MARKER = '【0†L1】';
const EVIL = 'https://evil.example';

/** Every occurrence of MARKER is a real citation, as the agent reports it (one entry per occurrence). */
function citationsIn(answer: string): Citation[] {
  const out: Citation[] = [];
  for (let at = answer.indexOf(MARKER); at !== -1; at = answer.indexOf(MARKER, at + 1)) {
    out.push(citation({ marker: MARKER, index: at, url: 'https://site.example/page', fragment: '', host: 'site.example', startLine: 1, endLine: 1 }));
  }
  return out;
}

/** The answer through the panel's whole pipeline: markdown, DOMPurify, chips and copy buttons. */
function renderAnswer(answer: string): HTMLElement {
  const citations = citationsIn(answer);
  const renderer = new BlockRenderer(document, sanitizeToFragment, (i, doc) => chipElement(doc, citations[i]!, i, i + 1));
  const root = document.createElement('div');
  root.append(...renderer.render(answer, citations));
  return root;
}

/** The attribute values of every element but the chips themselves. */
function attributeValues(root: Element): string[] {
  return Array.from(root.querySelectorAll(':not(a.cite)')).flatMap((e) => Array.from(e.attributes, (a) => a.value));
}

const allowed = new Set(['DIV', 'P', 'A', 'SPAN', 'OL', 'LI', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TH', 'TD', 'PRE', 'CODE', 'BUTTON', 'STRONG', 'EM']);

describe('sanitised answers', () => {
  it('leaves hostile markup inert: no script, no loads, no handlers, no javascript: links', () => {
    const root = renderAnswer(
      [
        '<script>window.pwned = 1</script><img src="https://evil.example/a.png" onerror="window.pwned = 1">',
        '<iframe src="https://evil.example/f"></iframe><style>@import url(https://evil.example/c.css);</style>',
        '[click](javascript:window.pwned=1) <a href="https://evil.example/x" onclick="x()" style="color:red">s</a>',
        '<form action="https://evil.example/g"><button>go</button></form><meta http-equiv="refresh" content="0;url=https://evil.example/">',
        '<svg><image href="https://evil.example/e.png"/></svg>',
      ].join('\n\n'),
    );
    for (const selector of ['script', 'img', 'iframe', 'style', 'form', 'button', 'meta', 'svg', 'image', '[onclick]', '[onerror]', '[style]', 'a[href^="javascript:"]']) {
      expect(root.querySelectorAll(selector).length, selector).toBe(0);
    }
  });

  // A marker the model put where markdown makes an attribute: the chip must not become markup there.
  const inAttributes: [string, string][] = [
    ['a markdown link title', `[x](${EVIL}/ "${MARKER}")`],
    ['a markdown link URL', `[x](${EVIL}/${MARKER})`],
    ['an image alt and URL', `![${MARKER}](${EVIL}/${MARKER}.png)`],
    ['a raw span title', `<span title="${MARKER}">t</span>`],
    ['a raw link title', `<a href="${EVIL}/" title="${MARKER}">y</a>`],
    ['a title that breaks out to a meta refresh', `<span title='${MARKER} "><meta http-equiv="refresh" content="0;url=${EVIL}/">'>t</span>`],
    ['an align that breaks out to a meta refresh', `<p align='${MARKER}"><meta http-equiv=refresh content=0;url=${EVIL}/>'>x</p>`],
    ['a list start', `<ol start="${MARKER}"><li>one</li></ol>`],
    ['a table cell align', `<table><tr><td align="${MARKER}">c</td></tr></table>`],
    ['an unknown tag attribute', `<abbr title="${MARKER}">ab</abbr>`],
  ];

  for (const [where, payload] of inAttributes) {
    it(`never turns a citation placeholder in ${where} into markup`, () => {
      const root = renderAnswer(`Claim ${MARKER}.\n\n${payload}\n\nEnd ${MARKER}.`);
      expect(root.querySelectorAll('meta, img, base, link').length).toBe(0);
      // Exactly the two chips in text; none forged from the attribute.
      const chips = Array.from(root.querySelectorAll('a.cite'));
      expect(chips).toHaveLength(2);
      for (const chip of chips) expect(chip.textContent).toMatch(/^\d+ · site\.example$/);
      expect(root.querySelectorAll('[data-cite]')).toHaveLength(2);
      for (const chip of chips) expect(chip.getAttribute('href')).toBe('https://site.example/page');
      // The attacker's own text may stay in an attribute (it is inert there); no part of a chip may.
      for (const value of attributeValues(root)) expect(value).not.toMatch(/[\uE000\uE001]|cite|site\.example/);
      for (const element of Array.from(root.querySelectorAll('*'))) expect(allowed.has(element.tagName), element.tagName).toBe(true);
    });
  }

  it('strips placeholder characters the model wrote, so it cannot forge a chip', () => {
    const root = renderAnswer(`A \uE0000\uE001 b <span title="\uE0000\uE001">t</span> [x](${EVIL} "\uE0000\uE001")`);
    expect(root.querySelectorAll('a.cite, [data-cite]')).toHaveLength(0);
    expect(root.textContent).not.toMatch(/[\uE000\uE001]/);
    for (const value of attributeValues(root)) expect(value).not.toMatch(/[\uE000\uE001]/);
  });
});
