import { useEffect, useState } from 'preact/hooks';
import browser from 'webextension-polyfill';
import { answeringElsewhere, conversation, editAndResend, ask, followOtherSurfaces, newChat, regenerate, researchQuickAnswer, restoreLastConversation, running, stopShown, storageError, flushHistory, type TurnMode } from './state/chat-state';
import { attachment, composerText } from './state/composer-state';
import { checkModelServer, connection, type ConnectionState } from './state/connection-state';
import { initSettings, settings } from './state/settings-state';
import { listenForAttachments } from './state/attachment-actions';
import { listenForQuickActions } from './state/quick-actions';
import { listenForImages } from './files/images-from-worker';
import { Composer } from './components/composer';
import { FileDropZone } from './components/file-drop-zone';
import { attachedFiles } from './files/file-state';
import { attachedImages } from './files/image-state';
import { fileView } from './files/file-view-state';
import { FileViewDialog, FirstRun, HistoryView, NoModels, ResearchView } from './lazy/panel-chunks';
import { MessageList } from './components/message-list';
import { OpenQuestionPrompt } from './approval/open-question';
import { ModelPicker } from './components/model-picker';
import { EmptyChat } from './components/empty-chat';
import type { Settings } from '../shared/settings';
import { t } from '../shared/i18n';
import { lastTurnSaysServerProblem } from './conversation/server-problem';
import { HistoryIcon, NewChatIcon, OpenInTabIcon, SettingsIcon } from './components/icons';
import { onTabSurface, followTabAddress } from './tab-surface';
import { useWideTab } from './use-wide-tab';
import { openChatTab } from '../shared/chat-tab';
import { attachToResearch, planDeepResearch, researchJob } from './research/research-state';
import { modeCommand } from '../core/answer-mode/mode-command';
import { followAnswerMode, modeNow } from './state/answer-mode-state';

function endpointKey(s: Settings): string {
  return `${s.model.baseUrl}|${s.model.apiStyle}|${s.model.apiKey}`;
}

function useStartup(): void {
  useEffect(() => {
    let lastEndpoint = '';
    const cleanups: (() => void)[] = [];
    void initSettings((s) => {
      // Re-check the server only when the endpoint changed, not for every saved setting.
      if (endpointKey(s) !== lastEndpoint) {
        lastEndpoint = endpointKey(s);
        void checkModelServer();
      }
    }).then((stopWatching) => {
      cleanups.push(stopWatching);
      void checkModelServer();
    });
    // The chat in a tab opens on the conversation its address names; the panel on the last one.
    if (onTabSurface) cleanups.push(followTabAddress());
    else void restoreLastConversation();
    cleanups.push(followOtherSurfaces());
    cleanups.push(listenForAttachments());
    cleanups.push(listenForQuickActions());
    cleanups.push(listenForImages());
    // A research job runs in the worker: a panel opened later shows it where it is.
    cleanups.push(attachToResearch());
    cleanups.push(followAnswerMode());
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && (running.value || answeringElsewhere.value)) {
        e.preventDefault();
        stopShown();
      }
    };
    document.addEventListener('keydown', onKey);
    const onHide = () => void flushHistory();
    window.addEventListener('pagehide', onHide);
    return () => {
      cleanups.forEach((c) => c());
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('pagehide', onHide);
    };
  }, []);
}

function emptyStateText(state: ConnectionState): string {
  if (state.kind === 'checking') return t('panelLookingForServer');
  if (state.kind === 'ready' && state.models.length === 0) return t('panelServerHasNoModels');
  return t('panelEmpty');
}

/** The chat's mode for an edited question: Deep research plans jobs, not chat answers. */
function chatMode(): TurnMode {
  return modeNow.value === 'quick' ? 'quick' : 'research';
}

function send(text: string): void {
  const { mode = modeNow.value, question } = modeCommand(text);
  // `/quick` alone asks nothing: the message stays in the composer.
  if (!question.trim()) return;
  if (mode === 'deep') {
    composerText.value = '';
    void planDeepResearch(question);
    return;
  }
  composerText.value = '';
  const a = attachment.value ?? undefined;
  const files = attachedFiles.value;
  const images = attachedImages.value;
  attachment.value = null;
  attachedFiles.value = [];
  attachedImages.value = [];
  void ask(question, a, undefined, files, false, mode, undefined, images);
}

export function App() {
  useStartup();
  const [historyShown, setHistoryOpen] = useState(false);
  // A wide chat tab shows the History beside the conversation, always.
  const historyBeside = useWideTab();
  const historyOpen = historyShown && !historyBeside;
  const c = conversation.value;
  const elsewhere = c !== null && answeringElsewhere.value === c.id;
  const busy = running.value || elsewhere;
  const state = connection.value;
  const turns = c?.turns ?? [];
  return (
    <FileDropZone disabled={busy}>
      {historyBeside && (
        <div class="history-beside">
          <HistoryView beside onClose={() => {}} />
        </div>
      )}
      <div class="chat-column">
        <header class="topbar">
          {/* The page's one top-level heading, for those who move by headings; the panel's frame shows the name. */}
          <h1 class="visually-hidden">Sidelight</h1>
          <button
            type="button"
            class="secondary small with-icon"
            title={t('panelNewChat')}
            onClick={() => {
              setHistoryOpen(false);
              void newChat();
            }}
          >
            <NewChatIcon />
            <span class="narrow-label">{t('panelNewChat')}</span>
          </button>
          {!historyBeside && (
            <button type="button" class="secondary small with-icon" title={t('panelHistory')} aria-pressed={historyOpen} onClick={() => setHistoryOpen(!historyOpen)}>
              <HistoryIcon />
              <span class="narrow-label">{t('panelHistory')}</span>
            </button>
          )}
          <ModelPicker disabled={busy} />
          <button type="button" class="icon-button" aria-label={t('panelSettings')} title={t('panelSettings')} onClick={() => void browser.runtime.openOptionsPage()}>
            <SettingsIcon />
          </button>
        </header>
        {elsewhere && (
          <p class="banner banner--info" role="status">
            {t('panelAnsweringElsewhere')}
          </p>
        )}
        {storageError.value && (
          <p class="banner banner--error" role="alert">
            {storageError.value}
          </p>
        )}
        {/* Not when the last answer already failed on it: one problem, one message. */}
        {state.kind === 'unreachable' && turns.length > 0 && !lastTurnSaysServerProblem(turns) && (
          <p class="banner banner--error" role="alert">
            {t('panelServerNotAnswering')} {state.detail}{' '}
            <button type="button" class="secondary small" onClick={() => void checkModelServer()}>
              {t('panelRetryDetection')}
            </button>
          </p>
        )}
        <main class="main">
          {c && !historyOpen && (
            <div class="conversation-title-row">
              <p class="conversation-title" title={c.title}>
                {c.title}
              </p>
              {/* Beside the conversation it opens, not in the header: a 400 px German header has no room left. */}
              {!onTabSurface && (
                <button
                  type="button"
                  class="icon-button"
                  aria-label={t('panelOpenInTab')}
                  title={t('panelOpenInTab')}
                  // What streams or was just chosen is written first, so the tab reads it.
                  onClick={() => void flushHistory().then(() => openChatTab(c.id))}
                >
                  <OpenInTabIcon />
                </button>
              )}
            </div>
          )}
          {historyOpen ? (
            <HistoryView onClose={() => setHistoryOpen(false)} />
          ) : researchJob.value ? (
            <ResearchView />
          ) : turns.length === 0 ? (
            state.kind === 'unreachable' ? (
              <FirstRun />
            ) : state.kind === 'ready' && state.models.length === 0 && settings.value.model.apiStyle === 'ollama' ? (
              <>
                <NoModels />
                <div class="log" role="log" aria-label={t('panelConversation')} />
              </>
            ) : (
              <div class="empty">
                {state.kind === 'ready' ? <EmptyChat intro={emptyStateText(state)} /> : <p class="muted">{emptyStateText(state)}</p>}
                <div class="log" role="log" aria-label={t('panelConversation')} />
              </div>
            )
          ) : (
            <MessageList
              turns={turns}
              busy={busy}
              onRegenerate={(i) => void regenerate(i)}
              onResearch={(i) => void researchQuickAnswer(i)}
              onResend={(i, q) => void editAndResend(i, q, chatMode())}
            />
          )}
        </main>
        {!historyOpen && <OpenQuestionPrompt />}
        {!historyOpen && <Composer busy={busy} onSend={send} onStop={stopShown} />}
      </div>
      {fileView.value && <FileViewDialog />}
    </FileDropZone>
  );
}
