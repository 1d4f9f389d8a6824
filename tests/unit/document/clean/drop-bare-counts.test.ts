import { describe, expect, it } from 'vitest';
import { dropBareCounts } from '../../../../src/core/document/clean/drop-bare-counts';
import { textAfterRule } from '../../../support/rule-text';

const URL = 'https://social.example/@ann/1';
const BODY = '<p>The post itself, long enough to be read as the body of the page and not as its info line.</p>';

describe('dropBareCounts', () => {
  it('drops count links whose meaning only an icon shows, and reads an empty separator once', () => {
    const meta = '<div><a href="/@ann/1">Apr 20, 2026</a> · <i class="icon" title="Public"></i> · <a>Web</a> · <a href="/@ann/1/reblogs"><i class="icon"></i><span>50</span></a> · <a href="/@ann/1/favourites"><i class="icon"></i><span>100</span></a></div>';
    const text = textAfterRule(BODY + meta, URL, dropBareCounts);
    expect(text).toMatch(/Apr 20, 2026 · Web$/);
  });

  it('keeps a count that names itself, and numbers in a sentence or outside a "·" line', () => {
    const named = '<div><a href="/1">Apr 20</a> · <a href="/1/reblogs" aria-label="50 boosts">50</a></div>';
    expect(textAfterRule(BODY + named, URL, dropBareCounts)).toContain('50');
    const sentence = '<p>See issue <a href="/issues/42">42</a> for the fix.</p>';
    expect(textAfterRule(sentence + BODY, URL, dropBareCounts)).toContain('issue 42 for');
  });
});
