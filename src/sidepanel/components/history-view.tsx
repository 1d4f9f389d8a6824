import { useEffect, useState } from 'preact/hooks';
import { conversationToMarkdown } from '../conversation/export-markdown';
import { download } from '../conversation/download-markdown';
import { listHistory, loadConversation, removeConversation, type HistoryEntry } from '../state/conversation-store';
import { conversation, newChat, openConversation } from '../state/chat-state';
import { groupHistory, type HistoryGroupName } from '../conversation/history-groups';
import { deleteLater, pendingDeletes, undoDelete } from '../state/pending-deletes';
import { stringsLanguage, t, type MessageKey } from '../../shared/i18n';
import { errorText } from '../../shared/error-text';
import { toSidelightError } from '../../core/errors';

const GROUP_NAMES: Record<HistoryGroupName, MessageKey> = { Today: 'historyToday', Yesterday: 'historyYesterday', 'Last 7 days': 'historyLastWeek', Older: 'historyOlder' };

async function exportConversation(id: string): Promise<void> {
  const c = await loadConversation(id);
  if (!c) return;
  const slug = c.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 50) || 'conversation';
  download(`sidelight-${slug}.md`, conversationToMarkdown(c, new Date()));
}

function RowMenu({ entry, onDelete }: { entry: HistoryEntry; onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <div
      class="row-menu"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close();
        }
      }}
      onFocusOut={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <button type="button" class="icon-button" aria-label={t('historyActionsFor', entry.title)} aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        ⋯
      </button>
      {open && (
        <div class="row-menu-items" role="menu" aria-label={t('historyActionsFor', entry.title)}>
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              close();
              void exportConversation(entry.id);
            }}
          >
            {t('historyExport')}
          </button>
          <button
            type="button"
            role="menuitem"
            class="danger"
            onClick={() => {
              close();
              onDelete();
            }}
          >
            {t('historyDelete')}
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * Past conversations as a view of their own (the chat is hidden meanwhile): search, grouped by day,
 * open by a click, Export and Delete in each row's menu. Delete hides the row at once and offers Undo;
 * storage is only touched when the Undo window has passed. `beside`: shown next to the chat (a wide
 * chat tab), with no way back to the chat, which is already there.
 */
export function HistoryView({ onClose, beside = false }: { onClose: () => void; beside?: boolean }) {
  const [query, setQuery] = useState('');
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const [error, setError] = useState('');
  const currentId = conversation.value?.id;
  const pending = pendingDeletes.value;

  const refresh = (q: string) =>
    listHistory(q)
      .then((e) => {
        setEntries(e);
        setError('');
      })
      .catch((err: unknown) => setError(t('historyReadFailed', errorText(toSidelightError(err)))));

  useEffect(() => {
    void refresh(query);
  }, [query, currentId, pending.length]);

  const visible = (entries ?? []).filter((e) => !pending.some((p) => p.id === e.id));
  const groups = groupHistory(visible, Date.now());

  function remove(e: HistoryEntry) {
    deleteLater({ id: e.id, title: e.title }, async (id) => {
      await removeConversation(id);
      if (conversation.value?.id === id) await newChat();
    });
  }

  return (
    <section class="history" aria-labelledby="history-title">
      <div class="history-head">
        {!beside && (
          <button type="button" class="secondary small" onClick={onClose}>
            ‹ {t('historyBackToChat')}
          </button>
        )}
        <h2 id="history-title">{t('panelHistory')}</h2>
      </div>
      <label class="visually-hidden" for="history-search">
        {t('historySearch')}
      </label>
      <input id="history-search" type="search" placeholder={t('historySearch')} value={query} onInput={(e) => setQuery(e.currentTarget.value)} />
      {error && <p class="inline-error">{error}</p>}
      {/* While a delete can still be undone the history is not empty: the Undo below says what is there. */}
      {entries && visible.length === 0 && (query || pending.length === 0) && <p class="muted">{query ? t('historyNoMatch') : t('historyEmpty')}</p>}
      {groups.map((g) => (
        <div key={g.name} class="history-group" role="group" aria-labelledby={`history-group-${g.name.replace(/\W/g, '')}`}>
          <h3 id={`history-group-${g.name.replace(/\W/g, '')}`}>{t(GROUP_NAMES[g.name])}</h3>
          <ul class="history-list">
            {g.entries.map((e) => (
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
                  <span class="muted history-date">{new Date(e.updatedAt).toLocaleString(stringsLanguage(), { dateStyle: 'medium', timeStyle: 'short' })}</span>
                </button>
                <RowMenu entry={e} onDelete={() => remove(e)} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div class="undo-area" aria-live="polite">
        {pending.map((p) => (
          <p key={p.id} class="undo-toast" role="status">
            {t('historyDeleted', p.title)}{' '}
            <button type="button" class="secondary small" onClick={() => undoDelete(p.id)}>
              {t('historyUndo')}
            </button>
          </p>
        ))}
      </div>
    </section>
  );
}
