import type { PageDocument } from '../core/document/types';
import { SidelightError, userText } from '../core/errors';
import { extractFromTab } from './extract-tab';

/** The side panel's "Attach this page": the active tab of the window the user last used. */
export async function attachActiveTab(selectionOnly: boolean): Promise<PageDocument> {
  const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
  if (tab?.id === undefined) {
    throw new SidelightError('invalid-arguments', 'There is no active tab to attach.', {
      hint: 'Click into a web page, then try again.',
      userMessage: userText('errNoActiveTab'),
      userHint: userText('hintClickIntoPage'),
    });
  }
  return extractFromTab(tab.id, { selectionOnly });
}
