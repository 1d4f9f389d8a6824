import type browser from 'webextension-polyfill';
import { SidelightError, userText } from '../core/errors';

/** This extension as the browser names it: its id and the origin of its pages (`chrome-extension://id/`). */
export interface OwnExtension {
  id: string;
  baseUrl: string;
}

/**
 * Whether a message comes from Sidelight's own pages or worker (side panel, options, offscreen
 * document, service worker — whether or not they sit in a tab), judged by what the browser says about
 * the sender, never by the message. A content script in a web page has the page's URL, so it is not
 * one of them: no request of Sidelight's may come from a web page. (The content script hands its
 * result back as `scripting.executeScript`'s return value, not as a message.)
 */
export function isOwnContext(sender: browser.Runtime.MessageSender, self: OwnExtension): boolean {
  if (sender.id !== self.id) return false;
  const url = sender.url ?? '';
  return url.startsWith(self.baseUrl);
}

/** The refusal a message from anywhere else gets. */
export function refusedSender(type: string, sender: browser.Runtime.MessageSender): SidelightError {
  let from = 'outside Sidelight';
  let fromText = userText('errFromOutside');
  try {
    if (sender.url) {
      const origin = new URL(sender.url).origin;
      from = `a web page (${origin})`;
      fromText = userText('errFromWebPage', origin);
    }
  } catch {
    /* keep the generic wording */
  }
  return new SidelightError('forbidden', `Sidelight refused “${type}”: the request came from ${from}, not from Sidelight itself.`, {
    hint: 'Only Sidelight’s side panel, options page and worker may ask for this; use the side panel.',
    userMessage: userText('errRefusedSender', type, fromText),
    userHint: userText('hintUseSidePanel'),
  });
}
