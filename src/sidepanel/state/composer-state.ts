import { signal } from '@preact/signals';
import type { Attachment } from '../conversation/types';
import type { AnswerMode } from '../../core/answer-mode/answer-mode';

const DRAFT_KEY = 'sidelight.composerDraft';

/** The composer's text survives closing the panel: typing is never lost. */
export const composerText = signal(localStorage.getItem(DRAFT_KEY) ?? '');
composerText.subscribe((text) => {
  if (text) localStorage.setItem(DRAFT_KEY, text);
  else localStorage.removeItem(DRAFT_KEY);
});

export const attachment = signal<Attachment | null>(null);
export const attachError = signal('');

/** The answer mode the user picked for this conversation; undefined: the automatic one (answer-mode-state.ts). */
export const chosenMode = signal<AnswerMode | undefined>(undefined);
