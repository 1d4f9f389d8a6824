import { chatIdFromHash, isTabSurfaceSearch } from '../core/chat-tab/chat-page';
import { conversation, openConversation, restoreLastConversation } from './state/chat-state';

/** This page is the chat in a tab (`?surface=tab`), not the side panel: one app, two layouts. */
export const onTabSurface = isTabSurfaceSearch(location.search);

/** The tab's title follows the conversation, so the tab strip and the window list say which it is. */
function titleFor(title: string | undefined): string {
  return title ? `${title} – Sidelight` : 'Sidelight';
}

/**
 * The chat tab's address and title follow the conversation shown (`#chat=<id>`, so a reload or a
 * bookmark comes back to it), and a new address (Open in a tab from the panel, a bookmark) opens
 * that conversation. Without one it opens as the panel does, on the last conversation.
 */
export function followTabAddress(): () => void {
  const openFromAddress = () => {
    const id = chatIdFromHash(location.hash);
    if (id && id !== conversation.value?.id) void openConversation(id);
  };
  if (chatIdFromHash(location.hash)) openFromAddress();
  else void restoreLastConversation();
  window.addEventListener('hashchange', openFromAddress);
  // Until a conversation shows (it is being read), the address keeps the one asked for.
  let shown = false;
  const stopFollowing = conversation.subscribe((c) => {
    document.title = titleFor(c?.title);
    shown ||= c !== null;
    if (!shown) return;
    const hash = c ? `#chat=${encodeURIComponent(c.id)}` : '';
    if (location.hash !== hash) history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);
  });
  return () => {
    window.removeEventListener('hashchange', openFromAddress);
    stopFollowing();
  };
}
