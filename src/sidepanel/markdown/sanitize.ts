import DOMPurify from 'dompurify';
import { SANITIZE_CONFIG } from './sanitize-config';

function escapeAll(html: string): string {
  return `<pre>${html.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)}</pre>`;
}

/**
 * Model or page HTML → inert HTML (see SANITIZE_CONFIG). DOMPurify returns its input untouched where
 * it cannot run, so that case fails closed: everything is shown as text.
 */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return escapeAll(html);
  return DOMPurify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_DOM: false, RETURN_DOM_FRAGMENT: false }) as string;
}
