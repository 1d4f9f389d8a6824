import type { BrowserSession } from '../browser/browser-session';
import type { DecimalMark } from '../citation-check/numbers';
import { isAbortError, toSidelightError } from '../errors';
import type { ChatMessage } from '../model/types';
import type { AgentResult } from './agent-loop';
import { resolveCitations } from './citations';
import type { AgentEvent } from './events';

/**
 * How an answer ends, the same for the agent loop and Quick answers: its citations resolved against
 * the session; `done` when it finished or was stopped (Stop is not a failure), else `error` with the
 * text streamed so far, which stays the answer the user saw.
 */
export function answerEnd(session: BrowserSession, decimal: DecimalMark, emit: (e: AgentEvent) => void) {
  const finished = (content: string, messages: ChatMessage[], stopped: boolean): AgentResult => {
    const citations = resolveCitations(content, session, 0, 0, decimal);
    if (citations.length) emit({ type: 'citations', citations });
    emit({ type: 'done', content, citations, stopped });
    return { messages, content, citations, session };
  };
  const failed = (err: unknown, signal: AbortSignal, content: string, messages: ChatMessage[]): AgentResult => {
    if (signal.aborted || isAbortError(err)) return finished(content, messages, true);
    emit({ type: 'error', error: toSidelightError(err).toJSON(), partialContent: content });
    return { messages, content, citations: resolveCitations(content, session, 0, 0, decimal), session };
  };
  return { finished, failed };
}
