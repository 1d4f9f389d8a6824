import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../../src/core/agent/events';
import { applyAgentEvent, newTurn, reviveTurn } from '../../../src/sidepanel/conversation/reducer';
import type { Turn } from '../../../src/sidepanel/conversation/types';

/** Each event at its own time: [ms, event]. */
function runTimed(events: [number, AgentEvent][]): Turn {
  return events.reduce((t, [at, ev]) => applyAgentEvent(t, ev, at), newTurn('t1', 'q', 'm', 0));
}

describe('timing in the activity', () => {
  it('gives each step its start and end, for its elapsed time', () => {
    const t = runTimed([
      [100, { type: 'search-started', step: 1, query: 'solar' }],
      [1600, { type: 'search-finished', step: 1, query: 'solar', resultCount: 3, cursor: 0, view: 'v', notes: [] }],
      [1700, { type: 'page-opening', step: 2, url: 'https://a.test/', invented: false }],
    ]);
    expect(t.activity.map((s) => [s.startedAt, s.endedAt])).toEqual([
      [100, 1600],
      [1700, undefined],
    ]);
  });

  it('counts reasoning time across rounds, not the tool time between them', () => {
    let t = runTimed([
      [1000, { type: 'thinking', text: 'Search first.' }],
      [3000, { type: 'thinking', text: ' Then open.' }],
      [4000, { type: 'search-started', step: 1, query: 'q' }],
      [9000, { type: 'search-finished', step: 1, query: 'q', resultCount: 1, cursor: 0, view: 'v', notes: [] }],
      [10_000, { type: 'thinking', text: '\nNow answer.' }],
    ]);
    expect(t.thinkingMs).toBe(3000);
    expect(t.thinkingSince).toBe(10_000);
    t = applyAgentEvent(t, { type: 'token', text: 'Answer' }, 12_000);
    expect(t.thinkingMs).toBe(5000);
    expect(t.thinkingSince).toBeUndefined();
  });

  it('keeps the structured error of a failed search so the panel can say what to fix', () => {
    const error = { code: 'rate-limited' as const, message: 'Search failed with every provider.', hint: 'Add a key in Options → Search.' };
    const t = runTimed([
      [0, { type: 'search-started', step: 1, query: 'q' }],
      [50, { type: 'tool-error', step: 1, name: 'browser.search', message: `${error.message} ${error.hint}`, error }],
    ]);
    expect(t.activity[0]).toMatchObject({ kind: 'search', status: 'failed', outcome: error.message, error, endedAt: 50 });
  });

  it('an interrupted answer stops its reasoning clock', () => {
    const t = runTimed([[10, { type: 'thinking', text: 'hm' }]]);
    expect(reviveTurn(t).thinkingSince).toBeUndefined();
    expect(reviveTurn(t).status).toBe('interrupted');
  });
});
