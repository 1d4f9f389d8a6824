// Service worker entry: wires listeners; every feature lives in its own module.
chrome.sidePanel?.setPanelBehavior({ openPanelOnActionClick: true }).catch(() => {});
