import { SidelightError, toSidelightError, userText } from '../../core/errors';

/**
 * How a message fails when the MV3 service worker that was handling it goes away: Chromium stops idle
 * workers (and ones busy for over five minutes), and an update or crash restarts them. Chromium says
 * "The message port closed before a response was received." (which webextension-polyfill turns into an
 * empty reply, see its CHROME_SEND_MESSAGE_CALLBACK_NO_RESPONSE_MESSAGE), "A listener indicated an
 * asynchronous response by returning true, but the message channel closed before a response was
 * received", or "Could not establish connection. Receiving end does not exist." while it restarts.
 */
const WORKER_LOST = [/message port closed/i, /message channel closed/i, /receiving end does not exist/i, /No part of Sidelight answered/i];

export function isWorkerLost(err: unknown): boolean {
  const message = err instanceof Error ? err.message : String(err);
  return WORKER_LOST.some((re) => re.test(message));
}

/**
 * Sends a request the worker can safely run twice (search, open a page) and, if the worker died while
 * holding it, sends it once more: the browser starts a fresh worker for the new message. A second loss
 * is reported as such instead of as a cryptic port error.
 */
const DOING = {
  searching: 'errWhileSearching',
  'opening the page': 'errWhileOpening',
} as const;

export async function withWorkerRetry<T>(send: () => Promise<T>, signal: AbortSignal, what: keyof typeof DOING): Promise<T> {
  try {
    return await send();
  } catch (err) {
    if (signal.aborted || !isWorkerLost(err)) throw err;
  }
  try {
    return await send();
  } catch (err) {
    if (signal.aborted || !isWorkerLost(err)) throw err;
    throw new SidelightError('network', `Sidelight’s background worker stopped twice while ${what}.`, {
      hint: 'Ask again. If it keeps happening, reload Sidelight on the browser’s extensions page.',
      cause: toSidelightError(err),
      userMessage: userText('errWorkerStopped', userText(DOING[what])),
      userHint: userText('hintReloadExtension'),
    });
  }
}
