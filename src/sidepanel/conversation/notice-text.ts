import type { Notice } from '../../core/agent/events';
import { errorMessage } from '../../shared/error-text';

/**
 * A notice on an answer in the reader's language. Notices carry a message key (rendered like an
 * error's message, by the same rules); ones saved as plain text before that show as they are.
 */
export function noticeText(n: string | Notice): string {
  return typeof n === 'string' ? n : errorMessage(n).trim();
}
