import { useState } from 'preact/hooks';
import type { Turn } from '../conversation/types';
import { t } from '../../shared/i18n';
import { FileIcon, PaperclipIcon } from './icons';
import { ImageThumb } from './image-thumb';

interface Props {
  turn: Turn;
  canEdit: boolean;
  onResend: (question: string) => void;
}

/** The question, with edit-and-resend (which replaces this answer and the ones after it). */
export function UserMessage({ turn, canEdit, onResend }: Props) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(turn.question);
  if (editing) {
    return (
      <form
        class="user-message user-message--editing"
        onSubmit={(e) => {
          e.preventDefault();
          setEditing(false);
          onResend(text);
        }}
      >
        <label class="visually-hidden" for={`edit-${turn.id}`}>
          {t('panelEditMessage')}
        </label>
        <textarea
          id={`edit-${turn.id}`}
          value={text}
          rows={3}
          onInput={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              setEditing(false);
            }
          }}
        />
        <div class="row">
          <button type="submit" class="small" disabled={!text.trim()}>
            {t('panelResend')}
          </button>
          <button type="button" class="secondary small" onClick={() => setEditing(false)}>
            {t('panelCancel')}
          </button>
        </div>
      </form>
    );
  }
  return (
    <div class="user-message">
      {turn.attachment && (
        <p class="attached-note">
          <PaperclipIcon />
          {turn.attachment.title}
        </p>
      )}
      {turn.files?.map((f) => (
        <p key={f.url} class="attached-note">
          <FileIcon />
          {f.title}
        </p>
      ))}
      {turn.images?.length ? (
        <div class="user-images">
          {turn.images.map((i) => (
            <ImageThumb key={i.id} image={i} />
          ))}
        </div>
      ) : null}
      <p class="user-text">{turn.question}</p>
      {canEdit && (
        <button
          type="button"
          class="link-button"
          aria-label={t('panelEditMessage')}
          onClick={() => {
            setText(turn.question);
            setEditing(true);
          }}
        >
          {t('panelEdit')}
        </button>
      )}
    </div>
  );
}
