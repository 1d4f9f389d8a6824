import { signal } from '@preact/signals';
import type { Attachment } from '../conversation/types';

/** Local files attached to the next message; they follow the attached page as documents 1, 2, … */
export const attachedFiles = signal<Attachment[]>([]);

/** The file being read, with pages read so far for a PDF. */
export const fileReading = signal<{ name: string; read: number; total: number } | null>(null);
