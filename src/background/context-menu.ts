import type { PageDocument } from '../core/document/types';
import { toSidelightError } from '../core/errors';
import { t } from '../shared/i18n';
import { sendMessage } from '../shared/messages';
import { deliverAttachment } from './attachments';
import { deliverImage, imageFromMenu } from './image-from-menu';
import { captureActiveTab } from './capture-tab';
import { extractFromTab } from './extract-tab';
import { openPanel } from './open-panel';
import { openPage } from './open-page/open-page';
import { createQuickActionMenus, isQuickAction, runQuickAction } from './quick-action';
import { selectionFromMenu } from './selection-from-menu';

const MENU = {
  page: 'sidelight-ask-page',
  selection: 'sidelight-ask-selection',
  link: 'sidelight-ask-link',
  image: 'sidelight-ask-image',
  screenshot: 'sidelight-screenshot-page',
} as const;

let building: Promise<void> = Promise.resolve();

/**
 * Menus persist across worker restarts; they are (re)created when the extension is installed or
 * updated, and when the prompt library changes (its quick actions are items too). One build at a
 * time: two overlapping ones would each remove the other's items half-way.
 */
export function createContextMenus(): Promise<void> {
  building = building.then(buildContextMenus, buildContextMenus);
  return building;
}

async function buildContextMenus(): Promise<void> {
  await new Promise<void>((resolve) => chrome.contextMenus.removeAll(() => resolve()));
  chrome.contextMenus.create({ id: MENU.page, title: t('menuAskAboutPage'), contexts: ['page'] });
  chrome.contextMenus.create({ id: MENU.selection, title: t('menuAskAboutSelection'), contexts: ['selection'] });
  chrome.contextMenus.create({ id: MENU.link, title: t('menuAskAboutLink'), contexts: ['link'] });
  chrome.contextMenus.create({ id: MENU.image, title: t('menuAskAboutImage'), contexts: ['image'] });
  // The click grants activeTab for the page, which tabs.captureVisibleTab needs (capture-tab.ts).
  chrome.contextMenus.create({ id: MENU.screenshot, title: t('panelAttachScreenshot'), contexts: ['page'] });
  await createQuickActionMenus().catch((err: unknown) => console.error('Sidelight could not add its quick actions to the menu', err));
}

/** The `contextMenus.onClicked` listener. The panel opens first, inside the user's gesture. */
export function onContextMenuClicked(info: chrome.contextMenus.OnClickData, tab?: chrome.tabs.Tab): Promise<void> {
  openPanel(tab?.id, tab?.windowId);
  return isQuickAction(info.menuItemId) ? runQuickAction(info, tab) : askAbout(info, tab);
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
      doc = await selectionFromMenu(info, { ...tab, id: tab.id });
    } else {
      doc = await extractFromTab(tab.id, {});
    }
    await deliverAttachment(doc);
  } catch (err) {
    await sendMessage('attachment-failed', { message: toSidelightError(err).toUserText() }).catch(() => {});
  }
}
