import { toSidelightError } from '../core/errors';
import { fillPrompt, promptGoneError } from '../core/prompts/prompt-library';
import { quickActionMenu, quickActionOf, targetLanguages, type TargetLanguage } from '../core/prompts/quick-action-menu';
import { errorText } from '../shared/error-text';
import { stringsLanguage, t } from '../shared/i18n';
import { sendMessage, type QuickAction } from '../shared/messages';
import { loadPromptLibrary, selectionReference } from '../shared/prompt-library-store';
import { selectionFromMenu } from './selection-from-menu';

/** The quick action of a menu click and the window of its tab, until a panel there takes it. */
type Pending = { action: QuickAction; windowId?: number };
const PENDING = 'pendingQuickAction';
/** The pending action as delivered: session storage may refuse it (over its quota), and the worker may be stopped. */
let held: Pending | undefined;
/** Takes run one after another, so two panels asking at once cannot both get the action. */
let taking: Promise<unknown> = Promise.resolve();

/**
 * A quick action is sent by one panel, not by every Sidelight page that is open: in Firefox each
 * window has a sidebar page of its own (open at install, and in new windows), and a chat tab listens
 * too. Each answered the broadcast action, so the model got the request once per open panel. So the
 * notice carries no action: the action waits in session storage (not only worker memory, which MV3
 * may drop) and goes to the first panel that asks from the tab's window.
 */
async function deliver(pending: Pending): Promise<void> {
  held = pending;
  await chrome.storage.session.set({ [PENDING]: pending }).catch(() => {
    /* over the session quota: the worker's own copy is taken instead */
  });
  // No panel listening yet: it asks when it loads.
  await sendMessage('quick-action-ready', pending.windowId === undefined ? {} : { windowId: pending.windowId }).catch(() => {});
}

/** The waiting quick action for a panel in `windowId` (any panel where either window is unknown), once. */
export function takePendingQuickAction(from: { windowId?: number } = {}): Promise<QuickAction | null> {
  const take = taking.then(async () => {
    const pending = held ?? ((await chrome.storage.session.get(PENDING)) as Record<string, Pending | undefined>)[PENDING];
    if (!pending) return null;
    if (pending.windowId !== undefined && from.windowId !== undefined && pending.windowId !== from.windowId) return null;
    held = undefined;
    await chrome.storage.session.remove(PENDING);
    return pending.action;
  });
  taking = take.catch(() => undefined);
  return take;
}

/** Translate's target languages (the worker's alone: the panel and options need none), named in the strings' language: a German menu says “Englisch”. */
export function translateLanguages(): TargetLanguage[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([stringsLanguage()], { type: 'language' });
  } catch {
    names = undefined;
  }
  // The browser's UI language first: the language the user reads most likely wants the text in.
  return targetLanguages(chrome.i18n.getUILanguage(), (code) => names?.of(code) ?? code);
}

/** The library's prompts shown in the menu, as items under the selection context (after “Ask about the selection”). */
export async function createQuickActionMenus(): Promise<void> {
  const items = quickActionMenu(await loadPromptLibrary(), translateLanguages());
  for (const item of items) {
    await new Promise<void>((resolve) => {
      chrome.contextMenus.create({ ...item, contexts: ['selection'] }, () => {
        // A duplicate id (menus rebuilt twice at once) is not worth a console error: the item is there.
        void chrome.runtime.lastError;
        resolve();
      });
    });
  }
}

export const isQuickAction = (menuItemId: string | number): boolean => quickActionOf(menuItemId) !== null;

/**
 * A click on a quick action: the selection (as “Ask about the selection” takes it) and the prompt,
 * filled, go to the panel, which sends them at once. `{selection}` names the attached selection rather
 * than repeating it: the text goes once, as the numbered source the answer cites.
 */
export async function runQuickAction(info: chrome.contextMenus.OnClickData, tab?: chrome.tabs.Tab): Promise<void> {
  try {
    const action = quickActionOf(info.menuItemId);
    const prompt = action && (await loadPromptLibrary()).find((p) => p.id === action.promptId);
    if (!action || !prompt) throw promptGoneError();
    if (tab?.id === undefined) throw new Error('the menu was used outside a tab');
    const language = action.language && (translateLanguages().find((l) => l.code === action.language)?.name ?? action.language);
    const document = await selectionFromMenu(info, { ...tab, id: tab.id });
    const question = fillPrompt(prompt.text, { selection: selectionReference(), ...(language ? { language } : {}) });
    await deliver({ action: { document, question }, ...(tab.windowId === undefined ? {} : { windowId: tab.windowId }) });
  } catch (err) {
    await sendMessage('attachment-failed', { message: t('promptActionFailed', errorText(toSidelightError(err))) }).catch(() => {});
  }
}
