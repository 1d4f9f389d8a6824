import type { ChatMessage } from '../../core/model/types';
import type { Turn } from './types';
import { shownVersion } from './versions';

/**
 * Earlier turns as the model sees them next time: question and final answer only. Tool results are
 * left out because the cursor list restarts with each question, so old citations would point at
 * documents the model no longer has.
 */
export function historyMessages(turns: Turn[]): ChatMessage[] {
  const out: ChatMessage[] = [];
  for (const turn of turns) {
    // The version the reader chose is the one the conversation goes on from.
    const t = shownVersion(turn);
    if (!t.answer.trim()) continue;
    // An earlier image is not sent again (it would cost its tokens every time); its name says it was there.
    const images = t.images?.length ? `\n\n[Attached images: ${t.images.map((i) => i.sent.name).join(', ')}]` : '';
    out.push({ role: 'user', content: t.question + images }, { role: 'assistant', content: t.answer });
  }
  return out;
}
