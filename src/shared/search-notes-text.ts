import type { UserText } from '../core/errors';
import { errorMessage } from './error-text';

/**
 * A search's notes (a provider failed over, domains filtered) in the user's language: each note's
 * message key where the search gave one for every note, else the English notes as they are.
 */
export function searchNotesText(notes: readonly string[], userNotes: readonly UserText[] | undefined): string[] {
  if (!userNotes || userNotes.length !== notes.length) return [...notes];
  return notes.map((message, i) => errorMessage({ message, userMessage: userNotes[i] }));
}
