import { computed, effect, signal } from '@preact/signals';
import { automaticMode, modeInEffect, type AnswerMode, type AutomaticMode, type ModelFacts } from '../../core/answer-mode/answer-mode';
import { isAbortError } from '../../core/errors';
import { askServerFacts, learntFacts, withServerFacts } from '../model/model-facts';
import { answerSawTruncation, nextFactsAsk, type FactsAsked } from '../model/model-facts-ask';
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
/** When the server was last asked about the model, and what it said (model-facts-ask.ts). */
let asked: FactsAsked | undefined;
let serverSaid: ModelFacts | undefined;
let wasRunning = false;

/**
 * Keeps the composer's mode with the conversation shown: opening one shows its mode, a new chat
 * starts on the automatic one; and keeps the automatic mode up to date. The server is asked what the
 * model can do only when that can have changed (nextFactsAsk); after any other answer only what
 * Sidelight learnt itself (a refusal) is read again, locally.
 */
export function followAnswerMode(): () => void {
  const stopSync = conversation.subscribe((c) => {
    if (c?.id === shownId) return;
    shownId = c?.id;
    chosenMode.value = c?.mode;
  });
  const stopFacts = effect(() => {
    const model = settings.value.model;
    const server = connection.value;
    const busy = running.value;
    const ended = wasRunning && !busy;
    wasRunning = busy;
    if (server.kind !== 'ready' || busy) return;
    // Read without subscribing: the conversation changes with every token.
    const lastTurn = conversation.peek()?.turns.at(-1);
    const { ask, next } = nextFactsAsk(asked, [JSON.stringify(model), server], ended ? { truncated: answerSawTruncation(lastTurn?.notices ?? []) } : undefined);
    asked = next;
    if (ask) {
      asking?.abort();
      const controller = new AbortController();
      asking = controller;
      serverSaid = undefined;
      askServerFacts(model, controller.signal)
        .then(async (said) => {
          const learnt = await learntFacts(model);
          if (controller.signal.aborted) return;
          serverSaid = said;
          automatic.value = automaticMode(withServerFacts(learnt, said));
        })
        .catch((err: unknown) => {
          if (!isAbortError(err)) automatic.value = automaticMode({});
        });
    } else if (ended && serverSaid) {
      // The answer may have taught a refusal (calls as text); the server's word, where it gave one, still wins.
      const said = serverSaid;
      void learntFacts(model).then((learnt) => {
        if (serverSaid === said) automatic.value = automaticMode(withServerFacts(learnt, said));
      });
    }
  });
  return () => {
    stopSync();
    stopFacts();
    asking?.abort();
    // An ask cut short here said nothing: the next follower asks again.
    asked = undefined;
    serverSaid = undefined;
    wasRunning = false;
  };
}
