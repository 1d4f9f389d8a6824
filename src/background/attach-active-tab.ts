import type { PageDocument } from '../core/document/types';
import { SidelightError, userText } from '../core/errors';
import { extractFromTab } from './extract-tab';
import { findPageTab } from './page-tab';

/** The side panel's "Attach this page": the active tab of the window the user last used (from the chat tab: the page used last). */
export async function attachActiveTab(selectionOnly: boolean): Promise<PageDocument> {
  const tab = await findPageTab();
  if (tab?.id === undefined) {
    throw new SidelightError('invalid-arguments', 'There is no active tab to attach.', {
      hint: 'Click into a web page, then try again.',
      userMessage: userText('errNoActiveTab'),
      userHint: userText('hintClickIntoPage'),
    });
  }
  return extractFromTab(tab.id, { selectionOnly });
}
