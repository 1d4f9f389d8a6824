import { handleMessages, sendMessage, type QuickAction } from '../../shared/messages';
import { ask, running } from './chat-state';
import { attachment, composerText } from './composer-state';
import { settingsReady } from './settings-state';

/**
 * Quick actions from the context menu (Summarize, Translate…): one may be waiting from before the
 * panel opened, more can come while it is open. Each is sent at once as a new question with the
 * selection attached, answered from the selection alone (the `selection` turn mode). While an answer
 * is still running it cannot be sent: the selection is attached and the prompt put in the composer,
 * for the user to send when it is done. The worker gives each action to one panel, in the window of
 * the tab it came from (Firefox has a sidebar per window; a chat tab listens too): a panel asks for it
 * with its window when it loads and when told one waits.
 */
export function listenForQuickActions(): () => void {
  const run = async ({ document, question }: QuickAction) => {
    await settingsReady;
    const attached = { id: crypto.randomUUID(), title: document.title || document.url, url: document.url, document };
    if (running.value) {
      attachment.value = attached;
      composerText.value = question;
      return;
    }
    await ask(question, attached, undefined, [], false, 'selection');
  };
  const ownWindow: Promise<number | undefined> = chrome.windows?.getCurrent().then((w) => w.id, () => undefined) ?? Promise.resolve(undefined);
  const take = () =>
    ownWindow
      .then((windowId) => sendMessage('take-pending-quick-action', windowId === undefined ? {} : { windowId }))
      .then((action) => action && run(action))
      .catch(() => {});
  void take();
  return handleMessages({
    'quick-action-ready': ({ windowId }) =>
      void ownWindow.then((own) => {
        if (windowId === undefined || own === undefined || windowId === own) void take();
      }),
  });
}
