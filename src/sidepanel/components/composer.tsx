import { useRef } from 'preact/hooks';
import { attachActiveTab } from '../state/attachment-actions';
import { attachError, attachment, composerText } from '../state/composer-state';
import { AttachFileButton, FileChips } from './file-attachments';
import { t } from '../../shared/i18n';
import { PageIcon, PaperclipIcon } from './icons';
import { DeepBudget } from '../research/deep-budget';
import { AnswerModeSelect } from './answer-mode-select';
import { pastedImages } from '../files/images-from-worker';
import { ScreenshotButton } from './screenshot-button';
import { SlashList } from '../lazy/panel-chunks';
import { slashQuery } from '../../core/prompts/slash-list';

interface Props {
  busy: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
}

function AttachmentChip() {
  const a = attachment.value;
  if (!a) return null;
  return (
    <div class="attachment-chip">
      <PaperclipIcon />
      <span class="attachment-title" title={a.url}>
        {a.title}
      </span>
      <button type="button" class="icon-button" aria-label={t('fileRemoveAttachment', a.title)} onClick={() => (attachment.value = null)}>
        ×
      </button>
    </div>
  );
}

/** Message box: Enter sends, Shift+Enter adds a line; Stop replaces Send while an answer streams. */
export function Composer({ busy, onSend, onStop }: Props) {
  const input = useRef<HTMLTextAreaElement>(null);
  const send = () => {
    const text = composerText.value;
    if (!text.trim() || busy) return;
    onSend(text);
  };
  return (
    <form
      class="composer"
      aria-label={t('panelMessage')}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <AttachmentChip />
      <FileChips />
      {attachError.value && (
        <p class="inline-error" role="alert">
          {attachError.value}
        </p>
      )}
      {/* The `/` list (slash-menu.tsx), loaded when first needed: it takes its keys before the textarea's own. */}
      {slashQuery(composerText.value) !== null && <SlashList input={input} />}
      <label class="visually-hidden" for="message-input">
        {t('panelMessage')}
      </label>
      <textarea
        id="message-input"
        ref={input}
        rows={3}
        autoFocus
        placeholder={t('panelMessagePlaceholder')}
        aria-autocomplete="list"
        value={composerText.value}
        onInput={(e) => (composerText.value = e.currentTarget.value)}
        onPaste={pastedImages}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
            e.preventDefault();
            send();
          }
        }}
      />
      <DeepBudget disabled={busy} />
      <div class="composer-actions">
        <div class="row">
          <button type="button" class="secondary small with-icon" title={t('panelAttachPage')} onClick={() => void attachActiveTab()} disabled={busy}>
            <PageIcon />
            <span class="narrow-label">{t('panelAttachPage')}</span>
          </button>
          <AttachFileButton disabled={busy} />
          <ScreenshotButton disabled={busy} />
          <AnswerModeSelect disabled={busy} />
        </div>
        {busy ? (
          <button type="button" class="stop" onClick={onStop} aria-keyshortcuts="Escape">
            {t('panelStop')}
          </button>
        ) : (
          <button type="submit" aria-keyshortcuts="Enter">
            {t('panelSend')}
          </button>
        )}
      </div>
    </form>
  );
}
