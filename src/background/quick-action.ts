import { toSidelightError } from '../core/errors';
import { fillPrompt, promptGoneError } from '../core/prompts/prompt-library';
import { quickActionMenu, quickActionOf, targetLanguages, type TargetLanguage } from '../core/prompts/quick-action-menu';
import { errorText } from '../shared/error-text';
import { stringsLanguage, t } from '../shared/i18n';
import { sendMessage, type QuickAction } from '../shared/messages';
import { loadPromptLibrary, selectionReference } from '../shared/prompt-library-store';
import { panelHandoff } from './panel-handoff';
import { selectionFromMenu } from './selection-from-menu';

/** The quick action of a menu click, until the side panel takes it (`take-pending-quick-action`) and sends it. */
const pendingAction = panelHandoff<QuickAction>('pendingQuickAction', (a) => sendMessage('quick-action-ready', a));

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

export const takePendingQuickAction = (): Promise<QuickAction | null> => pendingAction.take();

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
    await pendingAction.deliver({ document, question });
  } catch (err) {
    await sendMessage('attachment-failed', { message: t('promptActionFailed', errorText(toSidelightError(err))) }).catch(() => {});
  }
}
