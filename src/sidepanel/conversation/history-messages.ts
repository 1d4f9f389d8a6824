import type { ChatMessage } from '../../core/model/types';
import type { Turn } from './types';

/**
 * Earlier turns as the model sees them next time: question and final answer only. Tool results are
 * left out because the cursor list restarts with each question, so old citations would point at
 * documents the model no longer has.
 */
export function historyMessages(turns: Turn[]): ChatMessage[] {
  const out: ChatMessage[] = [];
  for (const t of turns) {
    if (!t.answer.trim()) continue;
    out.push({ role: 'user', content: t.question }, { role: 'assistant', content: t.answer });
  }
  return out;
}
