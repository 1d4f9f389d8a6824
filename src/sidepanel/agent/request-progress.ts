import { handleMessages, type RequestPhase } from '../../shared/messages';

type Listener = (phase: RequestPhase, detail?: string) => void;

const listeners = new Map<string, Listener>();
let installed = false;

/** Routes the worker's `request-progress` messages to whoever sent that request. */
export function onRequestProgress(requestId: string, listener: Listener): () => void {
  if (!installed) {
    installed = true;
    handleMessages({
      'request-progress': ({ requestId: id, phase, detail }) => {
        listeners.get(id)?.(phase, detail);
      },
    });
  }
  listeners.set(requestId, listener);
  return () => listeners.delete(requestId);
}
