// Service worker entry. MV3 may stop and restart the worker at any time: every listener is
// registered synchronously at top level so events that wake the worker find their handler.
import { handleMessages } from '../shared/messages';
import { loadSettings, watchSettings } from '../shared/settings-store';
import { onCommand } from './command';
import { createContextMenus, onContextMenuClicked } from './context-menu';
import { backgroundHandlers } from './message-handlers';
import { applyModelOriginFromSettings } from './model-origin';
import { openPanelOnActionClick } from './open-panel';

openPanelOnActionClick();

handleMessages(backgroundHandlers);

chrome.runtime.onInstalled.addListener(() => createContextMenus());
chrome.contextMenus.onClicked.addListener((info, tab) => void onContextMenuClicked(info, tab));
chrome.commands.onCommand.addListener((command, tab) => void onCommand(command, tab));

watchSettings((s) => void applyModelOriginFromSettings(s));
void loadSettings().then(applyModelOriginFromSettings, () => {});

// The listeners above, callable from the worker's console and from end-to-end tests, which cannot
// produce a real menu click or key press.
Object.assign(globalThis, { sidelight: { onContextMenuClicked, onCommand } });
