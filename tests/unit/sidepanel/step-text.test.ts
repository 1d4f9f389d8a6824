import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../../src/core/agent/events';
import { applyAgentEvent, newTurn, reviveTurn, withProgress, withSearchResults } from '../../../src/sidepanel/conversation/reducer';
import { userText } from '../../../src/core/errors';
import { stepNotes, stepOutcome, stepProgress, stepTitle, stepTrailLine } from '../../../src/sidepanel/conversation/step-text';
import type { ActivityStep } from '../../../src/sidepanel/conversation/types';
import { inLocale } from '../../support/chrome-i18n-stub';

function run(events: AgentEvent[]) {
  return events.reduce((t, ev) => applyAgentEvent(t, ev, 99), newTurn('t1', 'q', 'm', 1));
}

const research = run([
  { type: 'page-attached', url: 'file:///notes.md', title: 'notes.md', lineCount: 1204, cursor: 0, view: '' },
  { type: 'search-started', step: 1, query: 'solar' },
  { type: 'search-finished', step: 1, query: 'solar', resultCount: 1, cursor: 1, view: '', notes: [] },
  { type: 'page-opened', step: 2, url: 'https://www.example.com/solar', title: 'Solar', lineCount: 40, cursor: 2, view: '' },
  { type: 'find', step: 3, pattern: 'efficiency', found: true, cursor: 3, view: '' },
]);

describe('research steps in words', () => {
  it('reads in English', () => {
    expect(research.activity.map((s) => [stepTitle(s), stepOutcome(s)])).toEqual([
      ['Attached notes.md · 1,204 lines', undefined],
      ['Searched “solar”', '1 result'],
      ['Opened example.com', 'Solar · 40 lines'],
      ['Finding “efficiency”', 'found'],
    ]);
    expect(research.activity.map(stepTrailLine)).toEqual([
      'Attached notes.md · 1,204 lines <file:///notes.md>',
      'Searched “solar” → 1 result',
      'Opened <https://www.example.com/solar> → Solar · 40 lines',
      'Looked for “efficiency” → found',
    ]);
  });

  it('reads in German, from the same saved steps', async () => {
    const seen = await inLocale('de', () => research.activity.map((s) => [stepTitle(s), stepOutcome(s), stepTrailLine(s)]));
    expect(seen).toEqual([
      ['Angehängt: notes.md · 1.204 Zeilen', undefined, 'Angehängt: notes.md · 1.204 Zeilen <file:///notes.md>'],
      ['Gesucht: „solar“', '1 Ergebnis', 'Gesucht: „solar“ → 1 Ergebnis'],
      ['Geöffnet: example.com', 'Solar · 40 Zeilen', 'Geöffnet: <https://www.example.com/solar> → Solar · 40 Zeilen'],
      ['Auf der Seite gesucht: „efficiency“', 'gefunden', 'Auf der Seite gesucht: „efficiency“ → gefunden'],
    ]);
  });

  it('says running steps, their progress and steps cut off in the reader’s language', async () => {
    let t = run([
      { type: 'search-started', step: 1, query: 'solar' },
      { type: 'page-opening', step: 2, url: 'https://a.test/x', invented: true },
    ]);
    t = withProgress(t, 'rendering-in-tab');
    const running = t.activity[1]!;
    const cut = reviveTurn(t).activity;
    expect(await inLocale('de', () => [stepTitle(t.activity[0]!), stepTitle(running), stepProgress(running), stepOutcome(cut[1]!)])).toEqual([
      'Sucht nach „solar“',
      'Öffnet a.test (Adresse stammt aus keiner gelesenen Seite)',
      'rendert in einem Hintergrund-Tab',
      'abgebrochen',
    ]);
    expect(stepOutcome(cut[0]!)).toBe('stopped');
    const ranking = withProgress(run([{ type: 'search-started', step: 1, query: 'solar' }]), 'reranking', '1204').activity[0]!;
    expect([stepProgress(ranking), await inLocale('de', () => stepProgress(ranking))]).toEqual(['ranking 1,204 results', 'ordnet 1.204 Ergebnisse']);
  });

  it('gives a search step its notes in the reader’s language, from the outcome that arrives before the step ends', async () => {
    let t = run([{ type: 'search-started', step: 1, query: 'solar' }]);
    t = withSearchResults(t, [{ url: 'https://a.test/', title: 'A', snippet: '' }], [userText('searchNoteBlockedOther', '2')]);
    t = applyAgentEvent(t, { type: 'search-finished', step: 1, query: 'solar', resultCount: 1, cursor: 0, view: '', notes: ['2 results from blocked domains hidden.'] }, 0);
    expect(stepNotes(t.activity[0]!)).toEqual(['2 results from blocked domains hidden.']);
    expect(await inLocale('de', () => stepNotes(t.activity[0]!))).toEqual(['2 Ergebnisse von gesperrten Domains ausgeblendet.']);
    // Notes that do not match their keys one for one (an older step) read as they are.
    expect(await inLocale('de', () => stepNotes({ ...t.activity[0]!, userNotes: [] }))).toEqual(['2 results from blocked domains hidden.']);
  });

  it('shows what a step saved by an older version says, and a failure in the error’s words', async () => {
    const old: ActivityStep = { step: 1, kind: 'search', subject: 'solar', status: 'done', outcome: '3 results' };
    const failed: ActivityStep = { step: 2, kind: 'open', subject: 'https://a.test/', status: 'failed', outcome: 'The page took too long.', lines: 3 };
    expect(await inLocale('de', () => [stepOutcome(old), stepOutcome(failed)])).toEqual(['3 results', 'The page took too long.']);
  });
});
