import { toSidelightError } from '../core/errors';
import { sendMessage } from '../shared/messages';
import { deliverAttachment } from './attachments';
import { extractFromTab } from './extract-tab';
import { openPanel } from './open-panel';
import { findPageTab } from './page-tab';

const ASK_ABOUT_PAGE = 'ask-about-page';

/** The `commands.onCommand` listener: the shortcut opens the panel with the current page attached. */
export function onCommand(command: string, tab?: chrome.tabs.Tab): Promise<void> {
  if (command !== ASK_ABOUT_PAGE) return Promise.resolve();
  openPanel(tab?.id, tab?.windowId);
  return attach(tab);
}

async function attach(tab?: chrome.tabs.Tab): Promise<void> {
  try {
    const id = tab?.id ?? (await findPageTab())?.id;
    if (id === undefined) throw new Error('there is no active tab');
    await deliverAttachment(await extractFromTab(id, {}));
  } catch (err) {
    await sendMessage('attachment-failed', { message: toSidelightError(err).toUserText() }).catch(() => {});
  }
}
