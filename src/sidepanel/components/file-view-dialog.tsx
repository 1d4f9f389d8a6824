import { useEffect, useRef } from 'preact/hooks';
import { fileView, type FileView } from '../files/file-view-state';
import { linesShort } from '../citations/chip';
import { pdfPageOf } from '../../core/document/pdf-pages';
import { DocumentLine } from '../files/document-line';
import { openPage } from '../citations/open-page';
import { formatNumber, stringsLanguage, t } from '../../shared/i18n';

function isCited(view: FileView, n: number): boolean {
  const ranges = view.cited ?? [view];
  return ranges.some((r) => n >= r.startLine && n <= r.endLine);
}

/** What the view is and where it came from: a saved page says so, with its address and when it was read. */
function ViewHeading({ view }: { view: FileView }) {
  const { document: doc, startLine } = view;
  const count = formatNumber(doc.lines.length);
  const lines = startLine > 0 ? t('fileViewLinesOf', linesShort({ ...view, page: pdfPageOf(doc, startLine) }), count) : t('savedCopyLines', count);
  if (!view.savedCopy) {
    return (
      <p class="file-view-title">
        {doc.title} <span class="muted">· {lines}</span>
      </p>
    );
  }
  const when = doc.fetchedAt ? new Date(doc.fetchedAt).toLocaleString(stringsLanguage(), { dateStyle: 'medium', timeStyle: 'short' }) : '';
  return (
    <div class="file-view-title">
      <p class="file-view-name">
        {doc.title || doc.url} <span class="muted">· {lines}</span>
      </p>
      <p class="file-view-source muted">{when ? t('savedCopyReadOn', when) : t('savedCopyAsRead')}</p>
      <p class="file-view-source muted">{doc.url}</p>
    </div>
  );
}

/**
 * A document, whole, with the cited lines marked and scrolled into view: a cited file, which has no
 * page to open (what clicking a chip does for a page), or the saved copy of a page the model read.
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
  const { document: doc, startLine } = view;
  const name = view.savedCopy ? t('savedCopyName', doc.title || doc.url) : t('fileViewName', doc.title, linesShort({ ...view, page: pdfPageOf(doc, startLine) }));
  return (
    <dialog ref={dialog} class="file-view" aria-label={name} onClose={() => (fileView.value = null)}>
      <header class="file-view-header">
        <ViewHeading view={view} />
        <button type="button" class="secondary small" onClick={() => dialog.current?.close()}>
          {t('fileViewClose')}
        </button>
      </header>
      <ol
        class="file-view-lines"
        onClick={(e) => {
          // A link in the copy opens in the browser, reusing a tab that shows it, as the answer's links do.
          const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a.doc-link[href]') : null;
          if (!link || !/^https?:/i.test(link.href)) return;
          e.preventDefault();
          void openPage(link.href);
        }}
      >
        {doc.lines.map((line, i) => {
          const n = i + 1;
          const cited = isCited(view, n);
          return (
            <li key={n} value={n} class={cited ? 'cited' : undefined} ref={n === startLine ? first : undefined} aria-current={cited ? 'true' : undefined}>
              <DocumentLine line={line} links={doc.links} />
            </li>
          );
        })}
      </ol>
    </dialog>
  );
}
