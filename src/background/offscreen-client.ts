import { sendMessage, type MessageRequest, type MessageResponse } from '../shared/messages';

/** Path as the build emits it (vite.config.ts names src/offscreen/index.html as an input). */
const OFFSCREEN_PATH = 'src/offscreen/index.html';

let creating: Promise<void> | undefined;

/**
 * The worker has no DOM; the offscreen document lends it one. Chromium allows a single offscreen
 * document per extension, so an existing one is reused and concurrent callers share one creation.
 */
async function ensureOffscreen(): Promise<void> {
  const url = chrome.runtime.getURL(OFFSCREEN_PATH);
  const existing = await chrome.runtime.getContexts({ contextTypes: [chrome.runtime.ContextType.OFFSCREEN_DOCUMENT], documentUrls: [url] });
  if (existing.length > 0) return;
  creating ??= chrome.offscreen
    .createDocument({
      url: OFFSCREEN_PATH,
      reasons: [chrome.offscreen.Reason.DOM_PARSER],
      justification: 'Parse fetched web pages and search result pages into documents; the service worker has no DOM.',
    })
    .catch((err: unknown) => {
      // Another caller (or a previous worker life) won the race: that document serves us too.
      if (!String(err).includes('single offscreen')) throw err;
    })
    .finally(() => {
      creating = undefined;
    });
  await creating;
}

/** Sends a message to the offscreen document, creating it first when needed. */
export async function callOffscreen<T extends 'offscreen-parse' | 'offscreen-search'>(type: T, payload: MessageRequest<T>): Promise<MessageResponse<T>> {
  await ensureOffscreen();
  return sendMessage(type, payload);
}

/** Firefox's background page (and any page) has a DOM: no offscreen document needed there. */
export function hasDom(): boolean {
  return typeof DOMParser !== 'undefined';
}
