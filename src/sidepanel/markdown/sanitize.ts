import DOMPurify from 'dompurify';
import { SANITIZE_CONFIG } from './sanitize-config';

/**
 * Model or page HTML → an inert tree (see SANITIZE_CONFIG), returned as nodes rather than a string so
 * that nothing added afterwards (chips, copy buttons) is ever spliced into HTML and parsed again.
 * DOMPurify returns its input untouched where it cannot run, so that case fails closed: everything is
 * shown as text.
 */
export function sanitizeToFragment(html: string, doc: Document = document): DocumentFragment {
  if (!DOMPurify.isSupported) {
    const fragment = doc.createDocumentFragment();
    const pre = doc.createElement('pre');
    pre.textContent = html;
    fragment.append(pre);
    return fragment;
  }
  return DOMPurify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_DOM: false, RETURN_DOM_FRAGMENT: true });
}
