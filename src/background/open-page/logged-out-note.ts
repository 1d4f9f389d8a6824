import type { PageDocument } from '../../core/document/types';

/** Told to the model with every page it had rendered in a tab: what it read is the public page. */
export const LOGGED_OUT_NOTE = '[Sidelight read this page logged out: no cookies or logins were sent, so it shows what a visitor without an account sees.]';

/** Told to the model when a page that needs scripts was not rendered because the user has a session there. */
export const NOT_RENDERED_NOTE =
  '[Sidelight read this page logged out and did not run its scripts: the user may be logged in to this site, and their logins are never used for pages the model opens. The user can open it in a tab and use “Ask about this page” to share it.]';

/** Told to the model when a page that needs scripts was not rendered because Firefox gave no container for it. */
export const NO_CONTAINER_NOTE =
  '[Sidelight read this page as fetched and did not run its scripts: in Firefox it renders pages only in a container of their own, apart from the user’s data, and containers are switched off or unavailable in this window. The user can open it in a tab and use “Ask about this page” to share it.]';

/** Told to the model when a page it opened asks for a login. */
export const LOGIN_WALL_NOTE =
  '[This page asks for a login. Sidelight read it logged out and never uses the user’s logins for pages the model opens; the user can open it in a tab and use “Ask about this page” to share it.]';

/** The document with `note` as its last lines (line numbers of the page's own text do not move). */
export function withNote(doc: PageDocument, note: string): PageDocument {
  return { ...doc, lines: [...doc.lines, '', note] };
}
