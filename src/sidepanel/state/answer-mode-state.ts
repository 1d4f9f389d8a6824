import { computed, effect, signal } from '@preact/signals';
import { automaticMode, modeInEffect, type AnswerMode, type AutomaticMode } from '../../core/answer-mode/answer-mode';
import { isAbortError } from '../../core/errors';
import { loadModelFacts } from '../model/model-facts';
import { conversation, running, setConversationMode } from './chat-state';
import { chosenMode } from './composer-state';
import { connection } from './connection-state';
import { settings } from './settings-state';

/** The mode the panel would pick for the current model, until the user picks one. */
export const automatic = signal<AutomaticMode>(automaticMode({}));

/** The mode the next message is answered in. */
export const modeNow = computed<AnswerMode>(() => modeInEffect(chosenMode.value, automatic.value));

/** The user's pick in the composer, kept with the conversation (a new chat has none yet: it takes it when created). */
export function chooseMode(mode: AnswerMode | undefined): void {
  chosenMode.value = mode;
  setConversationMode(mode);
}

let shownId: string | undefined;
let asking: AbortController | null = null;

/**
 * Keeps the composer's mode with the conversation shown: opening one shows its mode, a new chat
 * starts on the automatic one; and asks again what the model can do when the model or server
 * changes, the server is found, or an answer ends (which may have taught a refusal).
 */
export function followAnswerMode(): () => void {
  const stopSync = conversation.subscribe((c) => {
    if (c?.id === shownId) return;
    shownId = c?.id;
    chosenMode.value = c?.mode;
  });
  const stopFacts = effect(() => {
    const model = settings.value.model;
    if (connection.value.kind !== 'ready' || running.value) return;
    asking?.abort();
    const controller = new AbortController();
    asking = controller;
    loadModelFacts(model, controller.signal)
      .then((facts) => {
        if (!controller.signal.aborted) automatic.value = automaticMode(facts);
      })
      .catch((err: unknown) => {
        if (!isAbortError(err)) automatic.value = automaticMode({});
      });
  });
  return () => {
    stopSync();
    stopFacts();
    asking?.abort();
  };
}
