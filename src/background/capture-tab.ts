import { SidelightError, userText } from '../core/errors';
import type { ImageBytes } from '../shared/messages';
import { findPageTab } from './page-tab';

/** `screenshot-example.com.png`: the page's host says where it came from. */
function screenshotName(url: string | undefined): string {
  try {
    return `screenshot-${new URL(url ?? '').hostname || 'page'}.png`;
  } catch {
    return 'screenshot-page.png';
  }
}

/** Chromium's refusal when the tab was not given to Sidelight by a gesture (extensions/browser/api/tabs). */
const NEEDS_ACTIVE_TAB = /'<all_urls>' or 'activeTab' permission is required/;

export function screenshotNotAllowedError(cause: unknown): SidelightError {
  return new SidelightError('forbidden', 'The browser lets Sidelight take a screenshot of a tab only after you used Sidelight on that tab.', {
    hint: 'Right-click the page and choose “Attach a screenshot of this page”, or open Sidelight there with its toolbar button or Alt+Shift+S, then try again.',
    cause,
    userMessage: userText('errScreenshotNotAllowed'),
    userHint: userText('hintScreenshotGesture'),
  });
}

/**
 * “Attach a screenshot of this page”: what the active tab shows, as PNG. `tabs.captureVisibleTab`
 * needs `<all_urls>` or activeTab; Sidelight's http/https host permissions do not count, and rather
 * than widen them to `<all_urls>` (file:// too) the manifest keeps activeTab, which the browser grants
 * for a tab when the user invokes Sidelight on it: the page's context menu (the menu item of the same
 * name), the toolbar button, the shortcut. Without that grant the refusal says so and where to click.
 */
export async function captureActiveTab(windowId?: number, url?: string): Promise<ImageBytes> {
  if (windowId !== undefined) return capture(windowId, url);
  const tab = await findPageTab();
  if (tab?.windowId === undefined) {
    throw new SidelightError('invalid-arguments', 'There is no active tab to take a screenshot of.', {
      hint: 'Click into a web page, then try again.',
      userMessage: userText('errNoActiveTab'),
      userHint: userText('hintClickIntoPage'),
    });
  }
  // From the chat tab, the page used last may sit behind it in the same window: the browser would capture the chat.
  if (!tab.active) throw pageBehindChatTabError();
  return capture(tab.windowId, tab.url);
}

export function pageBehindChatTabError(): SidelightError {
  return new SidelightError('invalid-arguments', 'The page is behind Sidelight’s chat tab, and the browser takes a screenshot only of what a window shows.', {
    hint: 'Open the page’s side panel and take the screenshot there, or move the page to a window of its own.',
    userMessage: userText('errPageBehindChatTab'),
    userHint: userText('hintPageBehindChatTab'),
  });
}

async function capture(windowId: number, url: string | undefined): Promise<ImageBytes> {
  let dataUrl: string;
  try {
    dataUrl = await chrome.tabs.captureVisibleTab(windowId, { format: 'png' });
  } catch (err) {
    throw NEEDS_ACTIVE_TAB.test(String((err as Error)?.message ?? err)) ? screenshotNotAllowedError(err) : err;
  }
  return { name: screenshotName(url), base64: dataUrl.slice(dataUrl.indexOf(',') + 1) };
}
