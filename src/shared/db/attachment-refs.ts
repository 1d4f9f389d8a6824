import type { PageDocument } from '../../core/document/types';
import type { StoredAttachmentRef } from './schema';

/** A document attached to a message (a page or a local file) as the side panel holds it: whole. */
export interface AttachedDocument {
  /** Unique within its conversation; the same attachment asked again (edit, regenerate) keeps it. */
  id: string;
  title: string;
  url: string;
  document: PageDocument;
}

/**
 * Where a stored message keeps what was attached to it: `attachment` a page, `files` local files.
 * Part of the stored format since version 1, which is why storage (and its migration) knows these two names.
 */
export interface WithAttachments<A> {
  attachment?: A | undefined;
  files?: A[] | undefined;
}

/** A message as stored from version 3 on: its attachments by reference. */
export type DetachedTurn<T> = Omit<T, 'attachment' | 'files'> & WithAttachments<StoredAttachmentRef>;

function attachmentRef(a: AttachedDocument): StoredAttachmentRef {
  return { attachmentId: a.id, title: a.title, url: a.url, lineCount: a.document.lines.length };
}

/** The message with references in place of its documents; the documents are added to `out`. */
export function detachTurn<T extends WithAttachments<AttachedDocument>>(turn: T, out: AttachedDocument[]): DetachedTurn<T> {
  const { attachment, files, ...rest } = turn;
  const detached: WithAttachments<StoredAttachmentRef> = {};
  if (attachment) {
    out.push(attachment);
    detached.attachment = attachmentRef(attachment);
  }
  if (files) {
    out.push(...files);
    detached.files = files.map(attachmentRef);
  }
  return { ...rest, ...detached };
}

/** An attachment as some stored record has it: a reference, or (version 1, or a damaged write) the document inline. */
type StoredForm = Partial<StoredAttachmentRef> & { id?: string; title?: string; url?: string; document?: PageDocument };

/**
 * The message with its documents back in place. A reference whose document is gone (it could not
 * be stored, or the store was damaged) is left out and named in `missing`, so the message still opens.
 */
export function attachTurn<T extends WithAttachments<AttachedDocument>>(
  turn: DetachedTurn<T>,
  documents: ReadonlyMap<string, PageDocument>,
  newId: () => string,
): { turn: T; missing: string[] } {
  const missing: string[] = [];
  const resolve = (form: StoredForm | undefined): AttachedDocument | undefined => {
    if (!form) return undefined;
    const id = form.attachmentId ?? form.id ?? newId();
    const document = form.document ?? documents.get(id);
    const title = form.title ?? document?.title ?? form.url ?? '';
    if (!document) {
      missing.push(title);
      return undefined;
    }
    return { id, title, url: form.url ?? document.url, document };
  };
  const { attachment, files, ...rest } = turn as DetachedTurn<T> & WithAttachments<StoredForm>;
  const page = resolve(attachment);
  const found = (Array.isArray(files) ? files : []).map(resolve).filter((a): a is AttachedDocument => a !== undefined);
  const out = { ...rest, ...(page ? { attachment: page } : {}), ...(found.length ? { files: found } : {}) } as unknown as T;
  return { turn: out, missing };
}
