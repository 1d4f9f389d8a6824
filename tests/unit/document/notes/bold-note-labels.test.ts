import { describe, expect, it } from 'vitest';
import { articleAfterRule } from '../../../support/rule-text';
import { raiseBoldNoteLabels } from '../../../../src/core/document/notes/bold-note-labels';

const run = (html: string) => articleAfterRule(html, 'https://blog.test/post', raiseBoldNoteLabels);

describe('raiseBoldNoteLabels', () => {
  it('makes the bold numbers opening the notes after a rule the superscripts that cite them', () => {
    const article = run(`<p>The first concept.<sup>1</sup></p><p>The second.<sup>2</sup></p><hr>
      <p><strong>1</strong> First note.</p><ul><li>A point.</li></ul><p><strong>2</strong> Second note.</p>`);
    expect(Array.from(article.querySelectorAll('p'), (p) => p.innerHTML).slice(2)).toEqual(['<sup>1</sup> First note.', '<sup>2</sup> Second note.']);
  });

  it('leaves bold numbers when a cited number has no note after the rule, or when there is no rule', () => {
    const missing = `<p>One.<sup>1</sup> Two.<sup>2</sup></p><hr><p><strong>1</strong> First note.</p>`;
    expect(run(missing).querySelector('strong')).not.toBeNull();
    const noRule = `<p>One.<sup>1</sup></p><p><b>1</b> Step one of the recipe.</p>`;
    expect(run(noRule).querySelector('b')).not.toBeNull();
  });
});
