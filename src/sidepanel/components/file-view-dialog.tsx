import { useEffect, useRef } from 'preact/hooks';
import { fileView } from '../files/file-view-state';
import { linesShort } from '../citations/chip';
import { formatNumber, t } from '../../shared/i18n';

/**
 * A cited file, whole, with the cited lines marked and scrolled into view: what clicking a chip does
 * for a page (open it at the passage), for a file that has no page to open.
 */
export function FileViewDialog() {
  const view = fileView.value;
  const dialog = useRef<HTMLDialogElement>(null);
  const first = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!view) return;
    if (!dialog.current?.open) dialog.current?.showModal();
    first.current?.scrollIntoView({ block: 'center' });
  }, [view]);
  if (!view) return null;
  const { document: doc, startLine, endLine } = view;
  const range = linesShort({ startLine, endLine });
  return (
    <dialog ref={dialog} class="file-view" aria-label={t('fileViewName', doc.title, range)} onClose={() => (fileView.value = null)}>
      <header class="file-view-header">
        <p class="file-view-title">
          {doc.title} <span class="muted">· {t('fileViewLinesOf', range, formatNumber(doc.lines.length))}</span>
        </p>
        <button type="button" class="secondary small" onClick={() => dialog.current?.close()}>
          {t('fileViewClose')}
        </button>
      </header>
      <ol class="file-view-lines">
        {doc.lines.map((line, i) => {
          const n = i + 1;
          const cited = n >= startLine && n <= endLine;
          return (
            <li key={n} value={n} class={cited ? 'cited' : undefined} ref={n === startLine ? first : undefined} aria-current={cited ? 'true' : undefined}>
              {line || '\u00a0'}
            </li>
          );
        })}
      </ol>
    </dialog>
  );
}
