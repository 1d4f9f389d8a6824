import { signal } from '@preact/signals';
import { normalizeHost, type OpenAnswer, type OpenQuestion } from '../../core/browser/open-provenance';
import { stopped } from '../../core/errors';
import { saveSettings } from '../../shared/settings-store';
import { settings } from '../state/settings-state';

/** The address the model is waiting to open, shown above the composer until the user answers. */
export const openQuestion = signal<OpenQuestion | null>(null);

let answerPending: ((answer: OpenAnswer) => void) | null = null;

/**
 * The panel's AskToOpen (open-provenance.ts): shows the question and waits for Allow once, Don't ask
 * again or Deny. The agent loop runs in this page, so closing the panel ends the wait with the answer:
 * nothing is opened. Stop rejects at once and takes the question away.
 */
export function askInPanel(question: OpenQuestion, signal: AbortSignal): Promise<OpenAnswer> {
  if (signal.aborted) return Promise.reject(stopped(signal.reason));
  // One question at a time: the loop runs its calls one after another, so an older one is already settled.
  answerPending?.('deny');
  return new Promise<OpenAnswer>((resolve, reject) => {
    const settle = () => {
      signal.removeEventListener('abort', onAbort);
      answerPending = null;
      openQuestion.value = null;
    };
    const onAbort = () => {
      settle();
      reject(stopped(signal.reason));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    answerPending = (answer) => {
      settle();
      resolve(answer);
    };
    openQuestion.value = question;
  });
}

/** The user's answer from the prompt. “Don't ask again” is kept in the settings, where the options page lists it. */
export async function answerOpenQuestion(answer: OpenAnswer): Promise<void> {
  const question = openQuestion.value;
  answerPending?.(answer);
  if (answer !== 'always' || !question) return;
  const host = normalizeHost(question.host);
  const current = settings.value;
  if (!host || current.browsing.openWithoutAsking.includes(host)) return;
  const next = { ...current, browsing: { ...current.browsing, openWithoutAsking: [...current.browsing.openWithoutAsking, host] } };
  settings.value = next;
  await saveSettings(next);
}
