import { describe, expect, it } from 'vitest';
import { aggregateSegments, comparable, scorePage } from '../../bench/segment-metric';

describe('the segment metric', () => {
  it('compares letters and digits only, in any script, whatever the markup and wrapping', () => {
    expect(comparable('**Hello**, _World_!\n  42')).toBe('helloworld42');
    expect(comparable('文化庁は１日、アート')).toBe('文化庁は1日アート');
  });

  it('counts a "with" segment found as a hit and one missed as a miss, a "without" segment found as a false positive', () => {
    const text = 'The mayor said on Monday that the bridge\nwill open in May.\n\nSubscribe to our newsletter';
    const counts = scorePage(text, {
      with: ['the bridge will open in May', 'A sentence the extractor dropped'],
      without: ['Subscribe to our newsletter', 'Cookie settings'],
    });
    expect(counts).toEqual({ tp: 1, fn: 1, fp: 1, tn: 1 });
  });

  it('micro-averages precision and recall and counts pages that lost all their text', () => {
    const score = aggregateSegments([
      { tp: 3, fn: 1, fp: 1, tn: 4 },
      { tp: 0, fn: 2, fp: 0, tn: 5 },
    ]);
    expect(score.precision).toBeCloseTo(3 / 4);
    expect(score.recall).toBeCloseTo(3 / 6);
    expect(score.f).toBeCloseTo((2 * 0.75 * 0.5) / 1.25);
    expect(score.lostAll).toBe(1);
    expect(score.pages).toBe(2);
  });

  it('does not count an empty segment as found', () => {
    expect(scorePage('anything', { with: ['—'], without: ['…'] })).toEqual({ tp: 0, fn: 1, fp: 0, tn: 1 });
  });
});

describe("the generalisation bench's text of a document", () => {
  it('reads quoted links as their text, so a segment across a link is found', async () => {
    const { pipelineText } = await import('../../bench/generalisation.bench');
    const html = `<html><body><article><h1>T</h1><p>${'Filler words of a long enough article body here. '.repeat(10)}Read the <a href="https://other.test/r">annual report</a> today.</p></article></body></html>`;
    const text = pipelineText({ html, url: 'https://news.test/a' });
    expect(scorePage(text, { with: ['Read the annual report today'], without: [] }).tp).toBe(1);
    expect(text).not.toContain('†');
  });
});
