import type browser from 'webextension-polyfill';
import { toSidelightError, type SerializedError } from '../core/errors';
import { isOwnContext, refusedSender, type OwnExtension } from './message-sender';

export type Reply<V = unknown> = { ok: true; value: V } | { ok: false; error: SerializedError };

interface Envelope {
  sidelight: true;
  type: string;
  payload: unknown;
}

type AnyHandler = (payload: unknown, sender: browser.Runtime.MessageSender) => unknown;

function isEnvelope(msg: unknown): msg is Envelope {
  return typeof msg === 'object' && msg !== null && (msg as Envelope).sidelight === true && typeof (msg as Envelope).type === 'string';
}

/**
 * The `runtime.onMessage` listener for one context's handlers. Messages without a handler here are
 * left for other contexts (returning undefined lets another listener reply). A message this context
 * handles but that did not come from Sidelight itself (a content script in a web page) is refused
 * with an error value and never reaches the handler.
 */
export function messageListener(handlers: Partial<Record<string, AnyHandler>>, self: OwnExtension) {
  return (msg: unknown, sender: browser.Runtime.MessageSender): Promise<Reply> | undefined => {
    if (!isEnvelope(msg)) return undefined;
    const handler = Object.hasOwn(handlers, msg.type) ? handlers[msg.type] : undefined;
    if (!handler) return undefined;
    if (!isOwnContext(sender, self)) return Promise.resolve({ ok: false, error: refusedSender(msg.type, sender).toJSON() });
    return (async () => {
      try {
        return { ok: true as const, value: await handler(msg.payload, sender) };
      } catch (err) {
        return { ok: false as const, error: toSidelightError(err).toJSON() };
      }
    })();
  };
}
