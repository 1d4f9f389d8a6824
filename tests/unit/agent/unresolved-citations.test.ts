import { describe, expect, it } from 'vitest';
import { unresolvedCitations, withoutMarkers } from '../../../src/core/agent/unresolved-citations';
import { resolveCitations } from '../../../src/core/agent/citations';
import { BrowserSession } from '../../../src/core/browser/browser-session';
import { page } from '../browser/fixtures';

function session(): BrowserSession {
  const s = new BrowserSession();
  s.add({ doc: page('https://solar.example/', 'Solar panels', Array.from({ length: 25 }, (_, i) => `Line ${i + 1} of the page.`)), startLine: 1 });
  return s;
}

describe('unresolvedCitations', () => {
  it('finds a marker of a source never opened and one of a line past the page, beside a valid one', () => {
    const answer = 'Panels work【0†L3】. They are cheap【7†L3】 and last long【0†L999】.';
    const resolved = resolveCitations(answer, session());
    expect(resolved.map((c) => c.marker)).toEqual(['【0†L3】']);
    const out = unresolvedCitations(answer, resolved, new Map([[0, 25]]));
    expect(out).toEqual([
      { marker: '【7†L3】', index: answer.indexOf('【7'), cursor: 7, startLine: 3, endLine: 3, reason: 'source-not-read' },
      { marker: '【0†L999】', index: answer.indexOf('【0†L999'), cursor: 0, startLine: 999, endLine: 999, reason: 'line-not-in-page', pageLines: 25 },
    ]);
  });

  it('calls a cursor only an earlier version read "not read": this answer never opened it', () => {
    const answer = 'As before【2†L4-L6】.';
    expect(unresolvedCitations(answer, [], new Map([[0, 25]]))[0]).toMatchObject({ cursor: 2, startLine: 4, endLine: 6, reason: 'source-not-read' });
  });

  it('reads the ASCII form too, and leaves an answer whose markers all resolve alone', () => {
    expect(unresolvedCitations('x [3†L1-L2] y', [], new Map())).toHaveLength(1);
    const answer = 'Fine【0†L2】.';
    expect(unresolvedCitations(answer, resolveCitations(answer, session()), new Map([[0, 25]]))).toEqual([]);
  });
});

describe('withoutMarkers', () => {
  it('drops every marker and the space before it, leaving the sentence', () => {
    expect(withoutMarkers('They are cheap 【7†L3】 and last【0†L9-L12】.')).toBe('They are cheap and last.');
  });
});
