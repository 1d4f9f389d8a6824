import type { ChatMessage } from '../../core/model/types';

/** A page's excerpts as a Quick answer's one model request carried them. */
export interface QuickRead {
  url: string;
  title: string;
  /** The `**excerpt: lines … of N**` line and the numbered lines, as the model read them. */
  excerpt: string;
}

/**
 * Each excerpt block of the Quick answer's user message (src/core/quick/excerpt-documents.ts
 * excerptBlock: `[cursor] title`, `(url)`, `**excerpt: …**`, then `L{n}:` lines, so no page line can
 * look like a block's head). The cursor is dropped: it numbered the Quick answer's own documents.
 */
const BLOCK = /^\[\d+\] ([^\n]*)\n\((\S+)\)\n(\*\*excerpt:[^\n]*\*\*\n[\s\S]*?)(?=\n\n\[\d+\] [^\n]*\n\(\S+\)\n\*\*excerpt:|\n\n---\nQuestion: |$(?![\s\S]))/gm;

/** What a Quick answer read, from the messages it returned (its last user message holds the excerpts). */
export function quickReadFrom(messages: readonly ChatMessage[]): QuickRead[] {
  const prompt = messages.findLast((m) => m.role === 'user')?.content ?? '';
  return [...prompt.matchAll(BLOCK)].map((m) => ({ title: m[1]!, url: m[2]!, excerpt: m[3]!.trim() }));
}
