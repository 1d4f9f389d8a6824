/**
 * A button in the middle of a sentence is read as its words (buttons-in-sentences.ts): a term the
 * page explains in a pop-up. Markup as a coding-problem page marks its glossary terms.
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const term = (word: string) =>
  `<span data-keyword="${word}" class="cursor-pointer relative"><button type="button" aria-haspopup="dialog" aria-expanded="false"><em>${word}</em></button></span>`;

const documentText = (paragraph: string) =>
  htmlToDocument(
    parseHtml(`<html><head><title>Longest Special Sequence</title></head><body><main><div class="problem"><h1>Longest Special Sequence</h1>
    ${paragraph}
    <p><strong>Example 1:</strong></p><pre><strong>Input:</strong> s = "babad"\n<strong>Output:</strong> "bab"</pre>
    <p>The answer is the longest subsequence of the string that reads the same forwards and backwards, counted in characters.</p></div></main></body></html>`),
    'https://code.test/problems/longest',
  ).lines.join('\n');

describe('buttons inside a sentence', () => {
  it('keeps the words of buttons standing in a sentence, in their place', () => {
    expect(documentText(`<p>Given a string <code>s</code>, return <em>the longest</em> ${term('special')} ${term('subsequence')} in <code>s</code>.</p>`)).toContain(
      'return _the longest_ _special_ _subsequence_ in `s`.',
    );
  });

  it('drops a button at the end of a paragraph, a control and no word of it', () => {
    const text = documentText('<p>Given a string <code>s</code>, return the longest special subsequence in it. <button type="button">Show hint</button></p>');
    expect(text).toContain('return the longest special subsequence in it.');
    expect(text).not.toContain('Show hint');
  });

  it('drops a button outside paragraphs', () => {
    const text = documentText(`<p>Given a string <code>s</code>, return the longest special subsequence in it.</p><div>Try it <button type="button">Run code</button> now</div>`);
    expect(text).not.toContain('Run code');
  });
});
