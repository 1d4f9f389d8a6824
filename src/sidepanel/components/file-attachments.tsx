import { attachFiles, removeFile } from '../files/attach-files';
import { attachedFiles, fileReading } from '../files/file-state';
import { formatNumber, t } from '../../shared/i18n';
import { linesCount } from '../conversation/lines-count';
import { FileIcon } from './icons';
import { attachedImages } from '../files/image-state';
import { removeImage } from '../files/attach-images';
import { ImageThumb } from './image-thumb';

/** What "Attach file" offers in the file picker; anything else dropped is refused by name. */
const ACCEPT =
  '.pdf,.md,.markdown,.txt,.text,.log,.csv,.html,.htm,.xhtml,.json,.jsonl,application/pdf,text/markdown,text/plain,text/html,application/json,image/png,image/jpeg,image/webp,image/gif';

/** "Attach file": a real file input (its label is the visible button), so keyboards and screen readers get the native picker. */
export function AttachFileButton({ disabled }: { disabled: boolean }) {
  return (
    <label class={`file-button secondary small with-icon${disabled ? ' disabled' : ''}`} title={t('panelAttachFile')}>
      <FileIcon />
      <span class="narrow-label">{t('panelAttachFile')}</span>
      <input
        type="file"
        class="visually-hidden"
        multiple
        accept={ACCEPT}
        disabled={disabled}
        onChange={(e) => {
          const input = e.currentTarget;
          const files = [...(input.files ?? [])];
          input.value = '';
          if (files.length) void attachFiles(files);
        }}
      />
    </label>
  );
}

/** The attached files above the message box, each removable, and the one being read with its progress. */
export function FileChips() {
  const reading = fileReading.value;
  return (
    <>
      {attachedImages.value.length > 0 && (
        <div class="image-chips">
          {attachedImages.value.map((i) => (
            <div key={i.id} class="image-chip">
              <ImageThumb image={i} />
              <button type="button" class="icon-button" aria-label={t('fileRemoveAttachment', i.sent.name)} onClick={() => removeImage(i.id)}>
                ×
              </button>
            </div>
          ))}
        </div>
      )}
      {attachedFiles.value.map((f) => (
        <div key={f.url} class="attachment-chip attachment-chip--file">
          <FileIcon />
          <span class="attachment-title" title={f.title}>
            {f.title} · {linesCount(f.document.lines.length)}
            {f.document.truncated ? ` (${t('fileCut')})` : ''}
          </span>
          <button type="button" class="icon-button" aria-label={t('fileRemoveAttachment', f.title)} onClick={() => removeFile(f.url)}>
            ×
          </button>
        </div>
      ))}
      {reading && (
        <div class="file-reading">
          <span>
            {t('fileReading', reading.name)}
            {reading.total ? ` · ${t('filePageOf', formatNumber(reading.read), formatNumber(reading.total))}` : '…'}
          </span>
          <div
            role="progressbar"
            aria-label={t('fileReading', reading.name)}
            aria-valuemin={0}
            aria-valuemax={reading.total || undefined}
            aria-valuenow={reading.total ? reading.read : undefined}
            class="progress"
          >
            <div class="progress-bar" style={{ width: reading.total ? `${(100 * reading.read) / reading.total}%` : '30%' }} />
          </div>
        </div>
      )}
    </>
  );
}
