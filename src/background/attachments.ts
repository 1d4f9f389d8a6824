import type { PageDocument } from '../core/document/types';
import { sendMessage } from '../shared/messages';

/**
 * A page the user asked about waits in session storage (not worker memory, which MV3 may drop)
 * until the side panel takes it; an open panel is also told at once.
 */
const KEY = 'pendingAttachment';

interface Pending {
  document: PageDocument;
  question?: string;
}

export async function deliverAttachment(document: PageDocument, question?: string): Promise<void> {
  const pending: Pending = question ? { document, question } : { document };
  await chrome.storage.session.set({ [KEY]: pending }).catch(() => {
    /* over the session quota: the message below still reaches an open panel */
  });
  try {
    await sendMessage('attachment-ready', pending);
    await chrome.storage.session.remove(KEY);
  } catch {
    // No panel listening yet: it takes the page with `take-pending-attachment` when it loads.
  }
}

export async function takePendingAttachment(): Promise<PageDocument | null> {
  const got = (await chrome.storage.session.get(KEY)) as Record<string, Pending | undefined>;
  await chrome.storage.session.remove(KEY);
  return got[KEY]?.document ?? null;
}
