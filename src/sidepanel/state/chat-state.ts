import { signal } from '@preact/signals';
import { isAbortError, toSidelightError } from '../../core/errors';
import type { AgentEvent } from '../../core/agent/events';
import { loadAgentRun } from '../lazy/load-agent-run';
import { historyMessages } from '../conversation/history-messages';
import { applyAgentEvent, newTurn, withProgress, withSearchResults } from '../conversation/reducer';
import { titleFromQuestion } from '../conversation/title';
import { noModelServerError } from '../model/no-model-server';
import { settleFailedVersion, shownVersion, startNewVersion } from '../conversation/versions';
import type { Attachment, Conversation, Turn, TurnImage } from '../conversation/types';
import { loadConversation, saveConversation, saveTurnDocuments, ThrottledSaver } from './conversation-store';
import { historySaveErrorText } from './history-save-error';
import { earlierUrls } from '../agent/earlier-urls';
import { errorText } from '../../shared/error-text';
import { settings } from './settings-state';
import { chosenMode, composerText } from './composer-state';
import type { AnswerMode } from '../../core/answer-mode/answer-mode';
import type { ChatMessage } from '../../core/model/types';
import { quickTurnHistory } from '../conversation/quick-history';
import { quickReadFrom } from '../conversation/quick-read';
import { t } from '../../shared/i18n';
import { announceSaved, answerLockFree, answeringElsewhereNow, askToStop, holdAnswerLock, isFresherCopy, listenToOtherSurfaces } from './conversation-sync';

export const conversation = signal<Conversation | null>(null);
export const running = signal(false);
/** Failure to save history, shown once so the user knows closing may lose the answer. */
export const storageError = signal('');
/** The id of a conversation another surface (the panel, the chat tab) is answering in; this one shows it arrive. */
export const answeringElsewhere = signal<string | null>(null);

let controller: AbortController | null = null;
const LAST_KEY = 'sidelight.lastConversation';

/** Saves, then tells the other surface, which shows the saved copy (conversation-sync.ts). */
async function saveAndAnnounce(c: Conversation): Promise<void> {
  await saveConversation(c);
  announceSaved(c.id, c.updatedAt, working?.id === c.id);
}

const saver = new ThrottledSaver(saveAndAnnounce, 300, (err) => {
  storageError.value = historySaveErrorText(err);
});

/**
 * The conversation an answer is streaming into. Its end (stopped, failed) is still saved when the
 * user has meanwhile started a new chat or opened another one.
 */
let working: Conversation | null = null;

function setTurn(turnId: string, update: (t: Turn) => Turn): void {
  const c = working ?? conversation.value;
  if (!c) return;
  const turns = c.turns.map((t) => (t.id === turnId ? update(t) : t));
  const next = { ...c, turns, updatedAt: Date.now() };
  if (working) working = next;
  if (conversation.value?.id === next.id) conversation.value = next;
  saver.save(next);
}

/**
 * Agent events arrive per token; the view is updated at most once a frame with every event applied
 * in order, so a fast model does not make the panel re-render thousands of times a second.
 */
function eventBatcher(turnId: string): { push: (ev: AgentEvent) => void; flush: () => void } {
  let queue: AgentEvent[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (queue.length === 0) return;
    const events = queue;
    queue = [];
    const now = Date.now();
    setTurn(turnId, (t) => events.reduce((acc, ev) => applyAgentEvent(acc, ev, now), t));
  };
  return {
    push(ev) {
      queue.push(ev);
      if (ev.type === 'done' || ev.type === 'error') flush();
      else if (!scheduled) {
        scheduled = true;
        setTimeout(flush, 16);
      }
    },
    flush,
  };
}

/** How a turn is answered: Quick (one model call over selected excerpts), a quick action on the attached selection, or the agent loop. */
export type TurnMode = 'quick' | 'research' | 'selection';

/**
 * Starts an answer to `question`, replacing the turns from `replaceFrom` on (edit, resend). With
 * `newVersion`, the turn at `replaceFrom` is answered again and its current answer kept as a version.
 * `readBefore`: a Quick answer this one goes on from (Research this), whose reading the loop is given.
 */
export async function ask(
  question: string,
  attachment: Attachment | undefined,
  replaceFrom?: number,
  files: Attachment[] = [],
  newVersion = false,
  mode: TurnMode = 'research',
  readBefore?: Turn,
  images: TurnImage[] = [],
): Promise<void> {
  if (running.value || !question.trim()) return;
  running.value = true;
  const id = conversation.value?.id ?? crypto.randomUUID();
  // One answer at a time per conversation, whichever surface asks: the question stays in the composer.
  const release = await holdAnswerLock(id);
  if (!release) {
    running.value = false;
    showAnsweringElsewhere(id);
    return;
  }
  // A question given back after a failure is in flight again, so it leaves the composer.
  if (composerText.value === question) composerText.value = '';
  const now = Date.now();
  const existing = conversation.value?.id === id ? conversation.value : null;
  const base: Conversation = existing ?? {
    id,
    title: titleFromQuestion(question),
    createdAt: now,
    updatedAt: now,
    turns: [],
    // The mode picked in the new chat before its first message is the conversation's.
    ...(chosenMode.value ? { mode: chosenMode.value } : {}),
  };
  const earlier = replaceFrom === undefined ? base.turns : base.turns.slice(0, replaceFrom);
  const s = settings.value;
  const fresh: Turn = {
    ...newTurn(crypto.randomUUID(), question, s.model.model, now),
    ...(attachment ? { attachment } : {}),
    ...(files.length ? { files } : {}),
    ...(mode !== 'research' ? { mode } : {}),
    ...(images.length ? { images } : {}),
  };
  const replaced = replaceFrom === undefined ? undefined : base.turns[replaceFrom];
  const turn = newVersion && replaced ? startNewVersion(replaced, fresh) : fresh;
  const title = earlier.length === 0 ? titleFromQuestion(question) : base.title;
  // `working` first: what follows the conversation (conversation-sync) must see this surface is the one answering.
  working = { ...base, title, turns: [...earlier, turn], updatedAt: now };
  conversation.value = working;
  saver.save(conversation.value);
  await saver.flush();

  controller = new AbortController();
  const batch = eventBatcher(turn.id);
  try {
    // Nothing found and nothing set: say where we looked instead of "could not connect to ''".
    if (!s.model.baseUrl && s.model.apiStyle !== 'prompt-api') throw noModelServerError();
    // Preloaded after the first paint; on a Send before that, this waits for the chunk (a local file).
    const { runTurn, runQuickTurn, runSelectionTurn } = await loadAgentRun();
    const read = readBefore ? [...earlier, readBefore] : earlier;
    const history: ChatMessage[] = [...historyMessages(earlier), ...(readBefore ? quickTurnHistory(readBefore) : [])];
    const result = await (mode === 'quick' ? runQuickTurn : mode === 'selection' ? runSelectionTurn : runTurn)({
      settings: s,
      history,
      // The Quick answer's pages too (stored under its turn id): the loop opens them again without asking.
      earlierUrls: await earlierUrls(base.id, read),
      question,
      attachment,
      files,
      images,
      signal: controller.signal,
      onEvent: batch.push,
      onSearchOutcome: (outcome) => {
        batch.flush();
        setTurn(turn.id, (t) => withSearchResults(t, outcome.results, outcome.userNotes));
      },
      onPhase: (phase, detail) => {
        batch.flush();
        setTurn(turn.id, (t) => withProgress(t, phase, detail));
      },
    });
    if (mode === 'quick') {
      const quickRead = quickReadFrom(result.messages);
      setTurn(turn.id, (t) => ({ ...t, quickRead }));
    }
    const problem = await saveTurnDocuments(base.id, turn.id, result.session.entries, [...(attachment ? [attachment] : []), ...files]);
    if (problem) storageError.value = t('citedPagesNotKept', problem);
  } catch (err) {
    batch.flush();
    const aborted = controller.signal.aborted || isAbortError(err);
    const error = toSidelightError(err).toJSON();
    // The loop normally reports its own end; this covers a failure before it could (no client, bad settings).
    setTurn(turn.id, (t) =>
      t.status === 'streaming' ? { ...t, status: aborted ? 'stopped' : 'error', ...(aborted ? {} : { error }), finishedAt: Date.now() } : t,
    );
  } finally {
    batch.flush();
    setTurn(turn.id, (t) => (t.status === 'streaming' ? { ...t, status: controller?.signal.aborted ? 'stopped' : 'done', finishedAt: Date.now() } : t));
    // A retry that failed before saying anything leaves the earlier answer and its research in place.
    setTurn(turn.id, settleFailedVersion);
    working = null;
    running.value = false;
    controller = null;
    await saver.flush();
    release();
  }
}

export function stop(): void {
  controller?.abort();
}

/** Stop, wherever the shown conversation's answer runs: here, or in the other surface. */
export function stopShown(): void {
  const id = conversation.value?.id;
  if (id && answeringElsewhere.value === id && !working) askToStop(id);
  else stop();
}

/** Reads the stored copy of the shown conversation and shows it, unless it is older than what is shown. */
async function showStoredCopy(id: string): Promise<void> {
  if (working?.id === id) return;
  const stored = await loadConversation(id).catch(() => undefined);
  if (stored && working?.id !== id && isFresherCopy(conversation.value, stored)) conversation.value = stored;
}

/** Marks the conversation as answered elsewhere until that surface lets go of it (ends, or closes), then shows its end. */
function showAnsweringElsewhere(id: string): void {
  if (answeringElsewhere.value === id || working?.id === id) return;
  answeringElsewhere.value = id;
  void answerLockFree(id).then(async () => {
    if (answeringElsewhere.value === id) answeringElsewhere.value = null;
    await showStoredCopy(id);
  });
}

/**
 * Follows the other surface: its saves of the shown conversation are shown here as they are
 * written, and a Stop pressed there stops the answer running here.
 */
export function followOtherSurfaces(): () => void {
  const stopListening = listenToOtherSurfaces({
    onSaved(id, _updatedAt, answering) {
      if (conversation.value?.id !== id || working?.id === id) return;
      if (answering) showAnsweringElsewhere(id);
      void showStoredCopy(id);
    },
    onStop(id) {
      if (working?.id === id) stop();
    },
  });
  // A conversation opened while the other surface answers in it: known from the lock, before its next save.
  let checked = '';
  const stopChecking = conversation.subscribe((c) => {
    if (!c || c.id === checked || working?.id === c.id) return;
    checked = c.id;
    void answeringElsewhereNow(c.id).then((busy) => busy && conversation.value?.id === c.id && working?.id !== c.id && showAnsweringElsewhere(c.id));
  });
  return () => {
    stopListening();
    stopChecking();
  };
}

/** Answers the turn again in the mode its shown answer was made in. */
export async function regenerate(index: number): Promise<void> {
  const t = conversation.value?.turns[index];
  if (t) await ask(t.question, t.attachment, index, t.files, true, shownVersion(t).mode ?? 'research', undefined, t.images);
}

/**
 * Research this, under a Quick answer: the agent loop answers the same question as a new version of
 * the turn (the Quick answer stays one click away in the version switcher), given what the Quick
 * answer read.
 */
export async function researchQuickAnswer(index: number): Promise<void> {
  const t = conversation.value?.turns[index];
  if (t) await ask(t.question, t.attachment, index, t.files, true, 'research', shownVersion(t), t.images);
}

/** Keeps the answer mode the user picked with the conversation shown (none yet in a new chat: `ask` adds it). */
export function setConversationMode(mode: AnswerMode | undefined): void {
  const c = conversation.value;
  if (!c || c.mode === mode || answeringElsewhere.value === c.id) return;
  const { mode: _old, ...rest } = c;
  conversation.value = mode ? { ...rest, mode } : rest;
  saver.save(conversation.value);
}

/** Shows another version of a turn's answer (the ‹ 1/2 › switcher); saved with the conversation. */
export function chooseVersion(index: number, version: number): void {
  const c = conversation.value;
  const t = c?.turns[index];
  if (!c || !t || running.value || answeringElsewhere.value === c.id) return;
  const turns = c.turns.slice();
  turns[index] = { ...t, chosen: version };
  conversation.value = { ...c, turns };
  saver.save(conversation.value);
}

export async function editAndResend(index: number, question: string, mode: TurnMode = 'research'): Promise<void> {
  const t = conversation.value?.turns[index];
  if (t) await ask(question, t.attachment, index, t.files, false, mode, undefined, t.images);
}

export async function newChat(): Promise<void> {
  stop();
  await saver.flush();
  conversation.value = null;
  rememberedId = '';
  localStorage.removeItem(LAST_KEY);
}

export async function openConversation(id: string): Promise<void> {
  stop();
  await saver.flush();
  try {
    const c = await loadConversation(id);
    if (c) conversation.value = c;
  } catch (err) {
    // The database would not open or read (a full disk during its upgrade): say so, keep the chat shown.
    storageError.value = t('historyReadFailed', errorText(toSidelightError(err)));
  }
}

/** Reopening the panel shows the conversation it was closed on, interrupted answers included. */
export async function restoreLastConversation(): Promise<void> {
  const id = localStorage.getItem(LAST_KEY);
  if (!id) return;
  const c = await loadConversation(id).catch(() => undefined);
  if (c && !conversation.value) conversation.value = c;
}

// Only set here: the panel starts with no conversation, which must not forget the last one.
let rememberedId = '';
conversation.subscribe((c) => {
  if (c && c.id !== rememberedId) {
    rememberedId = c.id;
    localStorage.setItem(LAST_KEY, c.id);
  }
});

export function flushHistory(): Promise<void> {
  return saver.flush();
}
