import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../../src/core/agent/events';
import { applyAgentEvent, newTurn, reviveTurn, withSearchResults } from '../../../src/sidepanel/conversation/reducer';
import { stepOutcome, stepProgress, stepTitle } from '../../../src/sidepanel/conversation/step-text';
import { citation } from './fixtures';

function run(events: AgentEvent[]) {
  return events.reduce((t, ev) => applyAgentEvent(t, ev, 99), newTurn('t1', 'How efficient are solar panels?', 'm', 1));
}

describe('applyAgentEvent', () => {
  it('builds the activity timeline from paired step events', () => {
    const t = run([
      { type: 'model-start', round: 0 },
      { type: 'tool-call', step: 1, name: 'browser.search', arguments: { query: 'solar' } },
      { type: 'search-started', step: 1, query: 'solar' },
      { type: 'search-finished', step: 1, query: 'solar', resultCount: 3, cursor: 0, view: '[0] Web search', notes: [] },
      { type: 'page-opening', step: 2, url: 'https://example.com/solar', invented: false },
      { type: 'page-opened', step: 2, url: 'https://example.com/solar', title: 'Solar', lineCount: 40, cursor: 1, view: '[1] Solar' },
      { type: 'find', step: 3, pattern: 'efficiency', found: false, cursor: 2, view: 'not found' },
    ]);
    expect(t.activity.map((s) => [s.kind, s.subject, s.status, stepOutcome(s)])).toEqual([
      ['search', 'solar', 'done', '3 results'],
      ['open', 'https://example.com/solar', 'done', 'Solar · 40 lines'],
      ['find', 'efficiency', 'failed', 'not found'],
    ]);
    // What happened is kept as data, not as English words, so it reads in the reader's language later.
    expect(t.activity.map((s) => s.outcome)).toEqual([undefined, undefined, undefined]);
    expect(t.activity.map(({ results, pageTitle, lines, found }) => ({ results, pageTitle, lines, found }))).toEqual([
      { results: 3, pageTitle: undefined, lines: undefined, found: undefined },
      { results: undefined, pageTitle: 'Solar', lines: 40, found: undefined },
      { results: undefined, pageTitle: undefined, lines: undefined, found: false },
    ]);
    expect(t.activity[1]!.view).toBe('[1] Solar');
    expect(t.sources).toEqual([{ url: 'https://example.com/solar', title: 'Solar', host: 'example.com', opened: true }]);
  });

  it('shows an attached page as the first step, with the view the model read, and lists it as a source', () => {
    const t = run([
      { type: 'page-attached', url: 'https://news.test/battery', title: 'Battery news', lineCount: 12, cursor: 0, view: '[0] Battery news' },
      { type: 'model-start', round: 0 },
      { type: 'tool-call', step: 1, name: 'browser.find', arguments: { pattern: 'pilot' } },
      { type: 'find', step: 1, pattern: 'pilot', found: true, cursor: 1, view: '[1] Find results' },
    ]);
    expect(t.activity.map((s) => [s.kind, stepTitle(s), s.status, s.cursor, s.view])).toEqual([
      ['attach', 'Attached Battery news · 12 lines', 'done', 0, '[0] Battery news'],
      ['find', 'Finding “pilot”', 'done', 1, '[1] Find results'],
    ]);
    expect(t.sources).toEqual([{ url: 'https://news.test/battery', title: 'Battery news', host: 'news.test', opened: true }]);
  });

  it('takes citations sent while the answer streams, before it is done', () => {
    const c = citation();
    const t = run([
      { type: 'model-start', round: 0 },
      { type: 'token', text: `Claim ${c.marker}` },
      { type: 'citations', citations: [c] },
      { type: 'token', text: ' and more' },
    ]);
    expect(t.status).toBe('streaming');
    expect(t.citations).toEqual([c]);
    expect(t.answer).toBe(`Claim ${c.marker} and more`);
  });

  it('streams tokens and thinking across rounds and takes the final content from done', () => {
    const c = citation();
    const t = run([
      { type: 'model-start', round: 0 },
      { type: 'thinking', text: 'Let me ' },
      { type: 'thinking', text: 'search.' },
      { type: 'token', text: 'I will look this up.' },
      { type: 'model-start', round: 1 },
      { type: 'token', text: '\n\nAbout 20%' },
    ]);
    expect(t.thinking).toBe('Let me search.');
    expect(t.answer).toBe('I will look this up.\n\nAbout 20%');
    expect(t.status).toBe('streaming');
    const done = applyAgentEvent(t, { type: 'done', content: 'About 20% 【1†L3-L4】', citations: [c], stopped: false }, 5);
    expect(done).toMatchObject({ status: 'done', answer: 'About 20% 【1†L3-L4】', finishedAt: 5 });
  });

  it('keeps the partial answer when stopped and marks running steps as cut off', () => {
    const t = run([
      { type: 'page-opening', step: 1, url: 'https://example.com/a', invented: false },
      { type: 'token', text: 'Partial' },
      { type: 'error', error: { code: 'aborted', message: 'Stopped.' }, partialContent: 'Partial' },
    ]);
    expect(t.status).toBe('stopped');
    expect(t.answer).toBe('Partial');
    expect(t.error).toBeUndefined();
    expect(t.activity[0]!.status).toBe('failed');
  });

  it('records errors with their hint', () => {
    const t = run([{ type: 'error', error: { code: 'network', message: 'No answer from the model server.', hint: 'Start Ollama.' }, partialContent: '' }]);
    expect(t.status).toBe('error');
    expect(t.error?.hint).toBe('Start Ollama.');
  });

  it('merges search results into sources with their rank, without duplicates', () => {
    let t = newTurn('t', 'q', 'm', 0);
    t = applyAgentEvent(t, { type: 'page-opened', step: 2, url: 'https://b.test/', title: 'B', lineCount: 1, cursor: 1, view: '' }, 0);
    t = withSearchResults(t, [
      { title: 'A', url: 'https://a.test/', snippet: '' },
      { title: 'B', url: 'https://b.test/', snippet: '', rank: 2 },
    ]);
    expect(t.sources).toEqual([
      { url: 'https://b.test/', title: 'B', host: 'b.test', opened: true, rank: 2 },
      { url: 'https://a.test/', title: 'A', host: 'a.test', rank: 1, opened: false },
    ]);
  });

  it('revives a turn saved mid-stream as interrupted', () => {
    const t = run([{ type: 'token', text: 'half' }]);
    expect(reviveTurn(t).status).toBe('interrupted');
    expect(reviveTurn({ ...t, status: 'done' }).status).toBe('done');
  });
});

describe('withProgress', () => {
  it('labels the running step with the worker phase', async () => {
    const { withProgress } = await import('../../../src/sidepanel/conversation/reducer');
    let t = newTurn('t', 'q', 'm', 0);
    t = applyAgentEvent(t, { type: 'search-started', step: 1, query: 'a' }, 0);
    t = applyAgentEvent(t, { type: 'search-finished', step: 1, query: 'a', resultCount: 1, cursor: 0, view: '', notes: [] }, 0);
    expect(withProgress(t, 'fetching')).toBe(t);
    t = applyAgentEvent(t, { type: 'page-opening', step: 2, url: 'https://a.test/', invented: false }, 0);
    t = withProgress(t, 'rendering-in-tab');
    expect(t.activity[1]!.progress).toEqual({ phase: 'rendering-in-tab' });
    expect(stepProgress(t.activity[1]!)).toBe('rendering in a background tab');
    t = withProgress(t, 'failover', 'Brave');
    expect(stepProgress(t.activity[1]!)).toBe('trying another search provider: Brave');
    expect(t.activity[0]!.progress).toBeUndefined();
  });
});
