import { describe, expect, it } from 'vitest';
import { userText } from '../../../src/core/errors';
import { applyAgentEvent, newTurn } from '../../../src/sidepanel/conversation/reducer';
import { noticeText } from '../../../src/sidepanel/conversation/notice-text';
import { inLocale } from '../../support/chrome-i18n-stub';

describe('notices on an answer', () => {
  const turn = [
    {
      type: 'notice' as const,
      message: 'Tools via text for this model: … The server refused native tool calls: “tools param requires --jinja flag”. For native tools, start llama-server with --jinja.',
      userMessage: userText('noticeToolsViaText', [userText('noticeToolsRefused', '“tools param requires --jinja flag”'), userText('noticeAdviceLlamaJinja')]),
    },
    { type: 'notice' as const, message: 'Reached the limit of 12 tool steps; asking the model to answer now.', userMessage: userText('noticeStepLimit', '12') },
  ].reduce((t, ev) => applyAgentEvent(t, ev, 0), newTurn('t', 'q', 'm', 0));

  it('keep their message key with the turn and read in the reader’s language', async () => {
    expect(turn.notices).toHaveLength(2);
    expect(await inLocale('de', () => turn.notices.map(noticeText))).toEqual([
      'Werkzeuge per Text für dieses Modell: Die Werkzeugbeschreibungen stehen im Prompt, und seine Aufrufe werden aus seinem Text gelesen. Der Server hat native Werkzeugaufrufe abgelehnt: “tools param requires --jinja flag”. Für native Werkzeuge starten Sie llama-server mit --jinja.',
      'Die Grenze von 12 Werkzeugschritten ist erreicht; das Modell wird jetzt um die Antwort gebeten.',
    ]);
  });

  it('show a notice saved as plain text, or with a key no locale has, in its own words', async () => {
    expect(await inLocale('de', () => [noticeText('Old English notice.'), noticeText({ message: 'English words.', userMessage: userText('noticeGone') })])).toEqual(['Old English notice.', 'English words.']);
  });
});
