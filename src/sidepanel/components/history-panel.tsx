import { useEffect, useState } from 'preact/hooks';
import { conversationToMarkdown } from '../conversation/export-markdown';
import { listHistory, loadConversation, removeConversation, type HistoryEntry } from '../state/conversation-store';
import { conversation, newChat, openConversation } from '../state/chat-state';

function download(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function exportConversation(id: string): Promise<void> {
  const c = await loadConversation(id);
  if (!c) return;
  const slug = c.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 50) || 'conversation';
  download(`sidelight-${slug}.md`, conversationToMarkdown(c, new Date()));
}

/** Past conversations: search, open, export, delete. */
export function HistoryPanel({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('');
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const [error, setError] = useState('');
  const currentId = conversation.value?.id;

  const refresh = (q: string) =>
    listHistory(q)
      .then((e) => {
        setEntries(e);
        setError('');
      })
      .catch((err: unknown) => setError(`History could not be read: ${String(err)}`));

  useEffect(() => {
    void refresh(query);
  }, [query, currentId]);

  return (
    <section class="history" aria-labelledby="history-title">
      <div class="history-head">
        <h2 id="history-title">History</h2>
        <button type="button" class="secondary small" onClick={onClose}>
          Close history
        </button>
      </div>
      <label class="visually-hidden" for="history-search">
        Search history
      </label>
      <input id="history-search" type="search" placeholder="Search history" value={query} onInput={(e) => setQuery(e.currentTarget.value)} />
      {error && <p class="inline-error">{error}</p>}
      {entries && entries.length === 0 && <p class="muted">{query ? 'Nothing matches.' : 'No conversations yet.'}</p>}
      <ul class="history-list">
        {entries?.map((e) => (
          <li key={e.id} class={e.id === currentId ? 'current' : ''}>
            <button
              type="button"
              class="link-button history-open"
              aria-current={e.id === currentId ? 'true' : undefined}
              onClick={() => {
                void openConversation(e.id);
                onClose();
              }}
            >
              <span class="history-title">{e.title}</span>
              <span class="muted history-date">{new Date(e.updatedAt).toLocaleString()}</span>
            </button>
            <div class="row">
              <button type="button" class="secondary small" aria-label={`Export “${e.title}” as markdown`} onClick={() => void exportConversation(e.id)}>
                Export
              </button>
              <button
                type="button"
                class="secondary small"
                aria-label={`Delete “${e.title}”`}
                onClick={async () => {
                  await removeConversation(e.id);
                  if (e.id === currentId) await newChat();
                  await refresh(query);
                }}
              >
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
