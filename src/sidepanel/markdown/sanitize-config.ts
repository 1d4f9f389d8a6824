import type { Config } from 'dompurify';

/**
 * The side panel is a privileged extension page: model output and page text must never run script,
 * submit forms, or make the browser load anything (images, styles, frames, fonts). So: an explicit
 * allow-list of inert formatting tags, no style/class/event attributes, and only http(s)/mailto links.
 * The page's CSP (img-src/style-src/frame-src) is the second wall if anything slips through.
 */
export const SANITIZE_CONFIG: Config = {
  ALLOWED_TAGS: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'del', 's', 'u', 'sup', 'sub',
    'code', 'pre', 'kbd', 'blockquote', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'span',
    'dl', 'dt', 'dd',
  ],
  ALLOWED_ATTR: ['href', 'title', 'align', 'start'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  FORBID_TAGS: ['style', 'script', 'img', 'svg', 'math', 'iframe', 'object', 'embed', 'form', 'link', 'meta', 'base', 'video', 'audio', 'source', 'picture', 'input', 'button', 'textarea', 'select'],
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

