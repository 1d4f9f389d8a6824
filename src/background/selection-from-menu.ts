import type { PageDocument } from '../core/document/types';
import { wrapMarkdown } from '../core/document/wrap/wrap';
import { extractFromTab } from './extract-tab';

/**
 * The selection a menu item was used on, as a document: read from the page (its structure and links
 * kept) by the content script, or — for a selection the page script cannot see (inside a frame or a
 * text field) — the menu's own copy of its text.
 */
export async function selectionFromMenu(info: chrome.contextMenus.OnClickData, tab: chrome.tabs.Tab & { id: number }): Promise<PageDocument> {
  return extractFromTab(tab.id, { selectionOnly: true }).catch((err: unknown) => {
    if (!info.selectionText?.trim()) throw err;
    return selectionTextDocument(info.selectionText, tab);
  });
}

/** The menu's own copy of the selection, as plain text, when the page could not be read. */
function selectionTextDocument(text: string, tab: chrome.tabs.Tab): PageDocument {
  return {
    title: `Selection from “${tab.title || tab.url || 'this page'}”`,
    url: tab.url ?? '',
    lines: wrapMarkdown(text),
    links: [],
    path: 'selection',
    contentType: 'text/plain',
    fetchedAt: Date.now(),
  };
}
