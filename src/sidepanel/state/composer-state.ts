import { signal } from '@preact/signals';
import type { Attachment } from '../conversation/types';

const DRAFT_KEY = 'sidelight.composerDraft';

/** The composer's text survives closing the panel: typing is never lost. */
export const composerText = signal(localStorage.getItem(DRAFT_KEY) ?? '');
composerText.subscribe((text) => {
  if (text) localStorage.setItem(DRAFT_KEY, text);
  else localStorage.removeItem(DRAFT_KEY);
});

export const attachment = signal<Attachment | null>(null);
export const attachError = signal('');
