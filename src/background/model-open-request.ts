import type { OpenRequest } from '../core/browser/env';
import type { MessageRequest } from '../shared/messages';

/**
 * The open an `open-page` message asks for. The side panel sends these for the model's tool calls,
 * so the worker makes every one a model open (URL policy, no logins) whatever the payload claims:
 * only the fields below are read, and `origin` is the worker's. The user's own opens (context menu,
 * shortcut) are started by the worker and never arrive as a message.
 */
export function modelOpenRequest(payload: MessageRequest<'open-page'>): OpenRequest {
  const request: OpenRequest = { url: String(payload.url), origin: 'model' };
  if (payload.fresh === true) request.fresh = true;
  if (payload.via === 'auto' || payload.via === 'fetch' || payload.via === 'tab') request.via = payload.via;
  return request;
}
