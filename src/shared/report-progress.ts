import { sendMessage, type RequestPhase } from './messages';

/**
 * Tells the side panel how a long request is going. Fire and forget: no panel listening (or an
 * old one without a handler) must never fail the work itself.
 */
export function reportProgress(requestId: string | undefined, phase: RequestPhase, detail?: string): void {
  if (!requestId) return;
  sendMessage('request-progress', detail === undefined ? { requestId, phase } : { requestId, phase, detail }).catch(() => {});
}
