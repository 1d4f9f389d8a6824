import { describe, expect, it } from 'vitest';
import { conversationToMarkdown } from '../../../src/sidepanel/conversation/export-markdown';
import { applyAgentEvent, newTurn } from '../../../src/sidepanel/conversation/reducer';
import { titleFromQuestion } from '../../../src/sidepanel/conversation/title';
import { citation } from './fixtures';
import { inLocale } from '../../support/chrome-i18n-stub';
import type { Turn } from '../../../src/sidepanel/conversation/types';

describe('export to markdown', () => {
  it('includes the research trail, the linked answer and quoted citations', () => {
    const c = citation({ index: 4 });
    let t = newTurn('t1', 'How efficient are solar panels?', 'm', 0);
    t = applyAgentEvent(t, { type: 'search-started', step: 1, query: 'solar efficiency' }, 0);
    t = applyAgentEvent(t, { type: 'search-finished', step: 1, query: 'solar efficiency', resultCount: 2, cursor: 0, view: '', notes: [] }, 0);
    t = applyAgentEvent(t, { type: 'page-opened', step: 2, url: c.url, title: 'Solar power', lineCount: 9, cursor: 1, view: '' }, 0);
    t = applyAgentEvent(t, { type: 'done', content: 'Some 【1†L3-L4】', citations: [c], stopped: false }, 1);
    const md = conversationToMarkdown({ id: 'c', title: 'Solar', createdAt: 0, updatedAt: 0, turns: [t] }, new Date(Date.UTC(2026, 0, 2, 3, 4)));
    expect(md).toContain('# Solar');
    expect(md).toContain('2026-01-02 03:04 UTC');
    expect(md).toContain('- Searched “solar efficiency” → 2 results');
    expect(md).toContain(`- Opened <${c.url}> → Solar power · 9 lines`);
    expect(md).toContain('Some [1 · example.com, lines 3–4](https://www.example.com/solar?x=1#:~:text=Panels%20convert)');
    expect(md).toContain('> Panels convert about 20% of sunlight.');
  });

  it('lists unverified citations with what their lines do not contain', () => {
    const good = citation({ index: 5, check: { claims: ['20%'], missing: [] } });
    const bad = citation({ index: 30, marker: '【1†L4】', startLine: 4, endLine: 4, check: { claims: ['7.4 metres'], missing: ['7.4 metres'] } });
    const t = applyAgentEvent(newTurn('t1', 'q', 'm', 0), { type: 'done', content: 'About 20% 【1†L3-L4】. It is 7.4 metres 【1†L4】.', citations: [good, bad], stopped: false }, 1);
    const md = conversationToMarkdown({ id: 'c', title: 'q', createdAt: 0, updatedAt: 0, turns: [t] }, new Date(0));
    expect(md).toContain('— Solar power — **unverified**: not found in the cited lines: 7.4 metres');
    expect(md.match(/unverified\*\*/g)).toHaveLength(1);
    expect(md).toContain('_1 of 2 citations could not be verified');
  });

  it('names the files attached to a question', () => {
    const doc = { title: 'Harbour survey notes', url: 'file:///notes.md', lines: ['# Harbour survey notes', '', 'The pier is 212 metres long.'], links: [], path: 'text' as const };
    const t = { ...newTurn('t1', 'How long is the pier?', 'm', 0), files: [{ id: 'f1', title: doc.title, url: doc.url, document: doc }], status: 'done' as const, answer: 'Long.' };
    const md = conversationToMarkdown({ id: 'c', title: 'q', createdAt: 0, updatedAt: 0, turns: [t] }, new Date(0));
    expect(md).toContain('Attached file: Harbour survey notes (3 lines)');
  });

  it('labels everything in the reader’s language (the export is for them), German here', async () => {
    const good = citation({ index: 4, check: { claims: ['20%'], missing: [] } });
    const bad = citation({ index: 30, marker: '【1†L4】', startLine: 4, endLine: 4, check: { claims: ['7.4 metres'], missing: ['7.4 metres'] } });
    const doc = { title: 'Notizen', url: 'file:///notizen.md', lines: ['a', 'b', 'c'], links: [], path: 'text' as const };
    let t: Turn = { ...newTurn('t1', 'Wie effizient?', 'm', 0), files: [{ id: 'f1', title: doc.title, url: doc.url, document: doc }] };
    t = applyAgentEvent(t, { type: 'search-started', step: 1, query: 'solar' }, 0);
    t = applyAgentEvent(t, { type: 'search-finished', step: 1, query: 'solar', resultCount: 2, cursor: 0, view: '', notes: [] }, 0);
    t = applyAgentEvent(t, { type: 'page-opened', step: 2, url: good.url, title: 'Solar power', lineCount: 9, cursor: 1, view: '' }, 0);
    t = applyAgentEvent(t, { type: 'done', content: 'Etwa 20% 【1†L3-L4】. 7,4 Meter 【1†L4】.', citations: [good, bad], stopped: false }, 1);
    const stopped = { ...newTurn('t2', 'Und?', 'm', 2), status: 'stopped' as const };
    const md = await inLocale('de', () => conversationToMarkdown({ id: 'c', title: 'Solar', createdAt: 0, updatedAt: 0, turns: [t, stopped] }, new Date(Date.UTC(2026, 0, 2, 3, 4))));
    for (const line of [
      '_Aus Sidelight exportiert am 2026-01-02 03:04 UTC._',
      'Angehängte Datei: Notizen (3 Zeilen)',
      '### Rechercheverlauf',
      '- Gesucht: „solar“ → 2 Ergebnisse',
      `- Geöffnet: <${good.url}> → Solar power · 9 Zeilen`,
      '### Antwort',
      'Etwa 20% [1 · example.com, Zeilen 3–4](',
      '### Belege',
      '— **nicht bestätigt**: nicht in den zitierten Zeilen gefunden: 7.4 metres',
      '_1 von 2 Belegen nicht bestätigt:',
      '_Keine Antwort._',
      '_Angehalten, bevor die Antwort fertig war._',
    ]) {
      expect(md).toContain(line);
    }
    expect(md).not.toMatch(/Research trail|Answer|Citations|lines|Searched|Opened/);
  });

  it('notes interrupted answers', () => {
    const t = { ...newTurn('t1', 'q', 'm', 0), status: 'interrupted' as const, answer: 'half' };
    expect(conversationToMarkdown({ id: 'c', title: 'q', createdAt: 0, updatedAt: 0, turns: [t] }, new Date(0))).toContain('Interrupted');
  });
});

describe('titleFromQuestion', () => {
  it('uses the first line and cuts long ones at a word', () => {
    expect(titleFromQuestion('  Hello\nworld')).toBe('Hello');
    const long = 'What are the main differences between lithium iron phosphate and nickel manganese cobalt batteries';
    const title = titleFromQuestion(long);
    expect(title.length).toBeLessThanOrEqual(61);
    expect(title.endsWith('…')).toBe(true);
    expect(long.startsWith(title.slice(0, -1))).toBe(true);
  });
});
