import type { PageDocument } from '../../core/document/types';
import { toSidelightError } from '../../core/errors';
import { errorText } from '../../shared/error-text';
import { t } from '../../shared/i18n';
import { handleMessages, sendMessage } from '../../shared/messages';

import { attachError, attachment, composerText } from './composer-state';

function attach(document: PageDocument): void {
  attachment.value = { id: crypto.randomUUID(), title: document.title || document.url, url: document.url, document };
  attachError.value = '';
}

/** The "Attach this page" button: the active tab's live DOM, extracted by the worker. */
export async function attachActiveTab(): Promise<void> {
  attachError.value = '';
  try {
    attach(await sendMessage('attach-active-tab', {}));
  } catch (err) {
    attachError.value = t('errAttachPage', errorText(toSidelightError(err)));
  }
}

/**
 * Pages sent from the context menu: one may be waiting from before the panel opened, more can arrive
 * while it is open. A question sent along fills an empty composer (it is not sent on its own).
 */
export function listenForAttachments(): () => void {
  sendMessage('take-pending-attachment', {})
    .then((doc) => doc && attach(doc))
    .catch(() => {});
  return handleMessages({
    'attachment-ready': ({ document, question }) => {
      attach(document);
      if (question && !composerText.value.trim()) composerText.value = question;
    },
    'attachment-failed': ({ message }) => {
      attachError.value = message;
    },
  });
}
