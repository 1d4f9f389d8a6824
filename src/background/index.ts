// Service worker entry. MV3 may stop and restart the worker at any time: every listener is
// registered synchronously at top level so events that wake the worker find their handler.
import { handleMessages } from '../shared/messages';
import { watchSettings } from '../shared/settings-store';
import { watchPromptLibrary } from '../shared/prompt-library-store';
import { onCommand } from './command';
import { createContextMenus, onContextMenuClicked } from './context-menu';
import { backgroundHandlers } from './message-handlers';
import { listenForGrantPorts } from './net-rules/grant-port';
import { startResponseLog } from './net-guard/response-log';
import { applySettingsRules, startNetworkRules } from './net-rules/network-rules';
import { applyToolbarChoice, listenToToolbarButton, onActionClicked, toolbarChoice } from './open-panel';
import { restrictLocalStorage } from './storage-access';
import { removeLeftoverContainers } from './open-page/agent-container';
import { holdNetworkPrediction } from './net-guard/network-prediction';
import { openWelcomeOnInstall, showWelcome } from './welcome';
import { onReportNotificationClicked, reportNotificationClicked } from './research/report-notification-click';
import { RESUME_ALARM, researchWasRunning } from './research/research-keep-alive';
import { resumeResearch } from './research/research-runner';

// The toolbar button: the side panel or the chat in a tab, as chosen in Options.
listenToToolbarButton();
watchSettings((s) => applyToolbarChoice(s.toolbar.opens));
// Settings and API keys: readable by Sidelight's pages and worker only, where the browser allows it.
void restrictLocalStorage();

handleMessages(backgroundHandlers);
// Detect / Test connection hold their temporary server grants over a port (shared/server-grant.ts).
listenForGrantPorts();

chrome.runtime.onInstalled.addListener((details) => {
  void createContextMenus();
  openWelcomeOnInstall(details);
});
chrome.contextMenus.onClicked.addListener((info, tab) => void onContextMenuClicked(info, tab));
// The quick actions in the menu follow the prompt library as the options page saves it.
watchPromptLibrary(() => void createContextMenus());
chrome.commands.onCommand.addListener((command, tab) => void onCommand(command, tab));

// Firefox: agent tabs' containers a crash or a stopped background left behind (open-page/agent-container.ts).
void removeLeftoverContainers();
// Chromium: network prediction held off for agent tabs by a worker that stopped or crashed with one open
// goes back to the user's own setting (net-guard/network-prediction.ts); no agent tab is open at start.
// It runs before any message is handled, so an agent tab opened next holds it off again after this.
// The onStartup listener has the browser start the worker when it starts, so this runs then too.
void holdNetworkPrediction(false);
chrome.runtime.onStartup.addListener(() => {});

// The network rules go in before anything is fetched (openPage waits for them); webRequest
// listeners must be registered at the top level to see the first requests.
startResponseLog();
void startNetworkRules().catch((err: unknown) => console.error('Sidelight could not install its network rules', err));
watchSettings((s) => void applySettingsRules(s).catch((err: unknown) => console.error('Sidelight could not update its network rules', err)));

// Deep research lives here, not in the panel: a worker that was stopped mid-research goes on from
// the job's last stored step when it starts again, and the alarm wakes it for that (research-keep-alive.ts).
onReportNotificationClicked();
chrome.alarms?.onAlarm.addListener((alarm) => void (alarm.name === RESUME_ALARM && resumeResearch()));
void researchWasRunning().then((running) => (running ? resumeResearch() : undefined));

// The listeners above, callable from the worker's console and from end-to-end tests, which cannot
// produce a real menu click, key press or notification click.
Object.assign(globalThis, { sidelight: { onContextMenuClicked, onCommand, showWelcome, reportNotificationClicked, onActionClicked, toolbarChoice } });
