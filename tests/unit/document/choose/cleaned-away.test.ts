import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { cleanedAway } from '../../../../src/core/document/choose/cleaned-away';
import { roughTextLength } from '../../../../src/core/document/choose/clean-body';

const el = (html: string) => parseHtml(`<html><body><div id="a">${html}</div></body></html>`, 'https://example.com/').getElementById('a')!;
const promo = '<p>Free standard shipping on orders over $40. For more on shipping rates and timelines, see our international page.</p>';

describe('cleanedAway, the check on the article after cleaning', () => {
  it('is true when cleaning left under a tenth of what Readability chose (a promo bar it dropped)', () => {
    const before = el(promo.repeat(5));
    const after = el('<p> </p>');
    expect(cleanedAway(roughTextLength(before), after)).toBe(true);
  });

  it('is false when cleaning took out furniture and left the story', () => {
    const story = '<p>The council met on Thursday to discuss the budget for the parks and the new cycle lanes.</p>';
    const before = el(story + promo);
    const after = el(story);
    expect(cleanedAway(roughTextLength(before), after)).toBe(false);
  });

  it('is false for an article that had no text to lose', () => {
    expect(cleanedAway(0, el(''))).toBe(false);
  });
});
