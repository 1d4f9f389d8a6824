import type { PageDocument } from '../core/document/types';
import { wrapMarkdown } from '../core/document/wrap/wrap';
import { toSidelightError } from '../core/errors';
import { t } from '../shared/i18n';
import { sendMessage } from '../shared/messages';
import { deliverAttachment } from './attachments';
import { deliverImage, imageFromMenu } from './image-from-menu';
import { captureActiveTab } from './capture-tab';
import { extractFromTab } from './extract-tab';
import { openPanel } from './open-panel';
import { openPage } from './open-page/open-page';

const MENU = {
  page: 'sidelight-ask-page',
  selection: 'sidelight-ask-selection',
  link: 'sidelight-ask-link',
  image: 'sidelight-ask-image',
  screenshot: 'sidelight-screenshot-page',
} as const;

/** Menus persist across worker restarts; they are (re)created when the extension is installed or updated. */
export function createContextMenus(): void {
  chrome.contextMenus.removeAll(() => {
    chrome.contextMenus.create({ id: MENU.page, title: t('menuAskAboutPage'), contexts: ['page'] });
    chrome.contextMenus.create({ id: MENU.selection, title: t('menuAskAboutSelection'), contexts: ['selection'] });
    chrome.contextMenus.create({ id: MENU.link, title: t('menuAskAboutLink'), contexts: ['link'] });
    chrome.contextMenus.create({ id: MENU.image, title: t('menuAskAboutImage'), contexts: ['image'] });
    // The click grants activeTab for the page, which tabs.captureVisibleTab needs (capture-tab.ts).
    chrome.contextMenus.create({ id: MENU.screenshot, title: t('panelAttachScreenshot'), contexts: ['page'] });
  });
}

/** The `contextMenus.onClicked` listener. The panel opens first, inside the user's gesture. */
export function onContextMenuClicked(info: chrome.contextMenus.OnClickData, tab?: chrome.tabs.Tab): Promise<void> {
  openPanel(tab?.id, tab?.windowId);
  return askAbout(info, tab);
}

async function askAbout(info: chrome.contextMenus.OnClickData, tab?: chrome.tabs.Tab): Promise<void> {
  try {
    if (info.menuItemId === MENU.screenshot && tab?.windowId !== undefined) {
      await deliverImage(await captureActiveTab(tab.windowId, tab.url));
      return;
    }
    if (info.menuItemId === MENU.image && info.srcUrl) {
      await deliverImage(await imageFromMenu(info.srcUrl, AbortSignal.timeout(120_000)));
      return;
    }
    let doc: PageDocument;
    if (info.menuItemId === MENU.link && info.linkUrl) {
      // The user picked the link, so no URL policy: it opens like a page they clicked.
      doc = await openPage({ url: info.linkUrl, origin: 'user' }, AbortSignal.timeout(120_000));
    } else if (tab?.id === undefined) {
      throw new Error('the menu was used outside a tab');
    } else if (info.menuItemId === MENU.selection) {
      doc = await extractFromTab(tab.id, { selectionOnly: true }).catch((err: unknown) => {
        // A selection the page script cannot see (inside a frame or a text field) still has its text.
        if (!info.selectionText?.trim()) throw err;
        return selectionTextDocument(info.selectionText, tab);
      });
    } else {
      doc = await extractFromTab(tab.id, {});
    }
    await deliverAttachment(doc);
  } catch (err) {
    await sendMessage('attachment-failed', { message: toSidelightError(err).toUserText() }).catch(() => {});
  }
}

/** The menu's own copy of the selection, as plain text, when the page could not be read. */
function selectionTextDocument(text: string, tab: chrome.tabs.Tab): PageDocument {
  return {
    title: `Selection from “${tab.title || tab.url || 'this page'}”`,
    url: tab.url ?? '',
    lines: wrapMarkdown(text),
    links: [],
    path: 'selection',
    contentType: 'text/plain',
    fetchedAt: Date.now(),
  };
}
