import type { LocalFile } from '../../core/document/local/local-file';
import { toSidelightError } from '../../core/errors';
import { errorText } from '../../shared/error-text';
import { t } from '../../shared/i18n';
import { attachError } from '../state/composer-state';
import { attachedFiles, fileReading } from './file-state';
import { looksLikeImageFile } from '../../core/image/image-type';
import { attachImages } from './attach-images';

function asLocalFile(f: File): LocalFile {
  return { name: f.name, type: f.type, size: f.size, bytes: async (end) => new Uint8Array(await (end === undefined ? f : f.slice(0, end)).arrayBuffer()) };
}

const parseHtml = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/**
 * Reads files picked with "Attach file" or dropped on the panel into documents for the next message.
 * One at a time, so a large PDF's progress is the only one shown; a file that cannot be read is
 * reported by name and the others are still attached.
 */
export async function attachFiles(all: Iterable<File>): Promise<void> {
  attachError.value = '';
  const problems: string[] = [];
  // Images go to the model as images (attach-images.ts), not through the document pipeline.
  const list = [...all];
  const files = list.filter((f) => !looksLikeImageFile(f.name, f.type));
  const images = list.filter((f) => looksLikeImageFile(f.name, f.type));
  if (images.length) await attachImages(images.map((f) => ({ blob: f, name: f.name })));
  if (files.length === 0) return;
  // The page → document pipeline (Readability, turndown, pdf.js) is loaded on the first attached file,
  // not with the panel: most conversations never attach one, and it is a third of the panel's script.
  const [{ localFileToDocument }, { loadPdfJs }] = await Promise.all([import('../../core/document/local/local-file'), import('../../shared/pdfjs-loader')]);
  for (const f of files) {
    fileReading.value = { name: f.name, read: 0, total: 0 };
    try {
      const document = await localFileToDocument(asLocalFile(f), {
        parseHtml,
        loadPdfJs,
        onPage: (read, total) => (fileReading.value = { name: f.name, read, total }),
      });
      // The same file twice replaces the first copy rather than adding a second document.
      attachedFiles.value = [...attachedFiles.value.filter((a) => a.url !== document.url), { id: crypto.randomUUID(), title: document.title, url: document.url, document }];
    } catch (err) {
      problems.push(t('errAttachFile', f.name, errorText(toSidelightError(err))));

    }
  }
  fileReading.value = null;
  attachError.value = [attachError.value, ...problems].filter(Boolean).join(' ');
}

export function removeFile(url: string): void {
  attachedFiles.value = attachedFiles.value.filter((a) => a.url !== url);
}
