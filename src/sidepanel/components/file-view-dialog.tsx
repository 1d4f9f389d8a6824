import { useEffect, useRef } from 'preact/hooks';
import { fileView } from '../files/file-view-state';

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
  const range = endLine > startLine ? `lines ${startLine}–${endLine}` : `line ${startLine}`;
  return (
    <dialog ref={dialog} class="file-view" aria-label={`${doc.title}, ${range}`} onClose={() => (fileView.value = null)}>
      <header class="file-view-header">
        <p class="file-view-title">
          {doc.title} <span class="muted">· {range} of {doc.lines.length.toLocaleString('en')}</span>
        </p>
        <button type="button" class="secondary small" onClick={() => dialog.current?.close()}>
          Close
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
