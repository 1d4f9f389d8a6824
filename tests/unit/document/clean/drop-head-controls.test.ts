import { describe, expect, it } from 'vitest';
import { dropHeadControls } from '../../../../src/core/document/clean/drop-head-controls';
import { textAfterRule } from '../../../support/rule-text';

const URL = 'https://forum.example/item?id=1';
const HEAD = '<div><span><a href="user?id=ann">ann</a> <span><a href="item?id=1">2025-06-15</a></span> | <a href="item?id=0">parent</a> | <a href="item?id=0#1">context</a> | <a href="fave?id=1">favorite</a> | on: <a href="item?id=9">A story</a></span></div>';
const BODY = '<p>This is the comment itself, long enough to read as the body of the page and not as its head line.</p>';

describe('dropHeadControls', () => {
  it('drops the control links of the head line of a single-comment page, keeping author, date and what it answers', () => {
    const text = textAfterRule(HEAD + BODY, URL, dropHeadControls);
    expect(text).not.toMatch(/parent|context|favorite/);
    expect(text).toContain('ann 2025-06-15');
    expect(text).toContain('on: A story');
    expect(text).toContain('the comment itself');
  });

  it('keeps a control word linked in a sentence, and a line with a single control', () => {
    const sentence = '<p><a href="/u/bob">bob</a> wrote: please <a href="/share">share</a> | and <a href="/report">report</a> it.</p>';
    const one = '<p><a href="/u/bob">bob</a> 2025-06-15 | <a href="/r">reply</a> | <a href="/s">the source</a></p>';
    expect(textAfterRule(one + BODY, URL, dropHeadControls)).toContain('reply');
    // A line that opens with a control is no head line.
    const opening = '<p><a href="/p">parent</a> | <a href="/c">context</a> | <a href="/u">bob</a></p>';
    expect(textAfterRule(opening + BODY, URL, dropHeadControls)).toContain('parent | context');
    // Only the article's first blocks are head lines: controls deep in the text stay.
    const deep = '<p>one paragraph of text.</p>'.repeat(5) + HEAD;
    expect(textAfterRule(deep, URL, dropHeadControls)).toContain('parent');
    expect(textAfterRule(sentence + BODY, URL, dropHeadControls)).toMatch(/share.*report/);
  });
});
