import { describe, expect, it } from 'vitest';
import { chatIdFromHash, chatTabUrl, findChatTab, isTabSurfaceSearch, pickPageTab } from '../../../src/core/chat-tab/chat-page';

const PAGE = 'chrome-extension://abc/src/sidepanel/index.html';

describe('the chat tab’s address', () => {
  it('names the tab surface and the conversation, and reads both back', () => {
    const url = new URL(chatTabUrl(PAGE, 'c 1/2'));
    expect(isTabSurfaceSearch(url.search)).toBe(true);
    expect(chatIdFromHash(url.hash)).toBe('c 1/2');
    expect(chatTabUrl(PAGE)).toBe(`${PAGE}?surface=tab`);
  });

  it('is not the side panel’s own address', () => {
    expect(isTabSurfaceSearch('')).toBe(false);
    expect(chatIdFromHash('')).toBeUndefined();
    expect(chatIdFromHash('#chat=')).toBeUndefined();
  });
});

describe('finding an open chat tab to reuse', () => {
  it('takes the chat tab used last, not the panel page opened as a plain tab nor other pages', () => {
    const tabs = [
      { id: 1, url: 'https://example.com/', lastAccessed: 50 },
      { id: 2, url: PAGE, lastAccessed: 40 },
      { id: 3, url: `${PAGE}?surface=tab#chat=a`, lastAccessed: 10 },
      { id: 4, url: `${PAGE}?surface=tab`, lastAccessed: 20 },
    ];
    expect(findChatTab(tabs, PAGE)?.id).toBe(4);
    expect(findChatTab(tabs.slice(0, 2), PAGE)).toBeUndefined();
  });
});

describe('“this page”', () => {
  const web = { id: 7, windowId: 1, url: 'https://news.example/a', active: false, lastAccessed: 30 };
  const older = { id: 8, windowId: 1, url: 'https://old.example/', active: false, lastAccessed: 5 };
  const chat = { id: 9, windowId: 1, url: `${PAGE}?surface=tab`, active: true, lastAccessed: 99 };

  it('is the active tab of the last window when that is a web page', () => {
    const active = { ...web, active: true };
    expect(pickPageTab(active, [active, chat], PAGE)).toBe(active);
  });

  it('from Sidelight’s chat tab is the web page used last', () => {
    expect(pickPageTab(chat, [older, chat, web, { id: 10, url: 'chrome://settings/', lastAccessed: 60 }], PAGE)).toBe(web);
  });

  it('is the tab in front when that is another of Sidelight’s pages (attaching it says why it cannot be)', () => {
    const options = { id: 11, windowId: 1, url: 'chrome-extension://abc/src/options/index.html', active: true, lastAccessed: 70 };
    expect(pickPageTab(options, [options, web], PAGE)).toBe(options);
    const panelAsPage = { ...options, url: PAGE };
    expect(pickPageTab(panelAsPage, [panelAsPage, web], PAGE)).toBe(panelAsPage);
  });

  it('is none when only Sidelight’s and the browser’s own pages are open', () => {
    expect(pickPageTab(chat, [chat, { id: 10, url: 'chrome://newtab/', lastAccessed: 60 }], PAGE)).toBeUndefined();
  });
});
