import { expect } from 'vitest';
import type { AgentEvent } from '../../src/core/agent/events';
import { noticeText } from '../../src/sidepanel/conversation/notice-text';

/**
 * The notices among `events`, in English — after checking that each one's message key says, in
 * English, exactly its English message (the key and the words are the same notice).
 */
export function noticeWords(events: AgentEvent[]): string[] {
  const notices = events.flatMap((e) => (e.type === 'notice' ? [e] : []));
  for (const n of notices) {
    expect(n.userMessage, `notice without a message key: ${n.message}`).toBeDefined();
    expect(noticeText(n)).toBe(n.message);
  }
  return notices.map((n) => n.message);
}
