import { describe, expect, it } from 'vitest';
import { conversationToMarkdown } from '../../../src/sidepanel/conversation/export-markdown';
import { historyMessages } from '../../../src/sidepanel/conversation/history-messages';
import { newTurn } from '../../../src/sidepanel/conversation/reducer';
import type { Turn } from '../../../src/sidepanel/conversation/types';
import { chosenIndex, settleFailedVersion, shownVersion, startNewVersion, versionCount } from '../../../src/sidepanel/conversation/versions';

const answered = (id: string, answer: string): Turn => ({ ...newTurn(id, 'Why is the sky blue?', 'm', 1), answer, status: 'done', finishedAt: 2 });

describe('answer versions', () => {
  it('keeps the earlier answer when the question is answered again, and shows the newest', () => {
    const v2 = startNewVersion(answered('a', 'Rayleigh scattering.'), { ...answered('b', 'Because of scattering.'), status: 'done' });
    expect(versionCount(v2)).toBe(2);
    expect(chosenIndex(v2)).toBe(1);
    expect(shownVersion(v2).answer).toBe('Because of scattering.');
    const back = { ...v2, chosen: 0 };
    expect(shownVersion(back).answer).toBe('Rayleigh scattering.');
    expect(shownVersion(back).question).toBe('Why is the sky blue?');
    // The conversation goes on from the version chosen.
    expect(historyMessages([back])[1]).toEqual({ role: 'assistant', content: 'Rayleigh scattering.' });
  });

  it('does not keep an empty attempt as a version', () => {
    const empty = { ...newTurn('a', 'q', 'm', 1), status: 'error' as const };
    expect(startNewVersion(empty, newTurn('b', 'q', 'm', 2)).previous).toBeUndefined();
  });

  it('a retry that fails before any text gives the partial answer and its research back, with the new error', () => {
    const partial: Turn = { ...answered('a', 'The sky is blue because'), status: 'interrupted', activity: [{ step: 1, kind: 'search', subject: 'sky', status: 'done' }] };
    const retry = startNewVersion(partial, newTurn('b', partial.question, 'm', 5));
    const failed: Turn = { ...retry, status: 'error', error: { code: 'network', message: 'The model server did not answer.' } };
    const settled = settleFailedVersion(failed);
    expect(settled.answer).toBe('The sky is blue because');
    expect(settled.activity).toHaveLength(1);
    expect(settled.status).toBe('error');
    expect(settled.error?.message).toBe('The model server did not answer.');
    expect(settled.previous).toBeUndefined();
  });

  it('exports every version with the chosen one marked', () => {
    const turn = { ...startNewVersion(answered('a', 'First answer.'), answered('b', 'Second answer.')), chosen: 0 };
    const md = conversationToMarkdown({ id: 'c', title: 'Sky', createdAt: 0, updatedAt: 0, turns: [turn] }, new Date(0));
    expect(md).toContain('### Answer (version 1 of 2, the one chosen)\n\nFirst answer.');
    expect(md).toContain('#### Version 2 of 2\n\nSecond answer.');
  });
});
