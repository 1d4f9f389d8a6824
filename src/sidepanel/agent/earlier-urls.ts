import type { PageDocument } from '../../core/document/types';
import { loadConversationDocuments } from '../../shared/db/turn-documents';
import type { Turn } from '../conversation/types';
import { db } from '../state/conversation-store';

/**
 * Every URL the conversation's earlier turns read: their search results and pages with all their
 * links (kept per turn in `turnDocuments`), and the pages and files attached to their questions. The
 * model may open these again in a later message without asking (core/browser/open-provenance.ts).
 * Nothing is read for a new conversation; a store that cannot be read gives none, so opens are asked about.
 */
export async function earlierUrls(conversationId: string, turns: readonly Turn[]): Promise<string[]> {
  if (turns.length === 0) return [];
  const ids = new Set(turns.map((t) => t.id));
  const docs: PageDocument[] = turns.flatMap((t) => [...(t.attachment ? [t.attachment.document] : []), ...(t.files ?? []).map((f) => f.document)]);
  const stored = await loadConversationDocuments(await db(), conversationId).catch(() => []);
  for (const d of stored) if (ids.has(d.turnId)) docs.push(d.document);
  return docs.flatMap((d) => [d.url, ...d.links.map((l) => l.url)]);
}
