import { runAgent, type AgentResult, type RunAgentOptions } from '../../core/agent/agent-loop';
import type { AgentEvent } from '../../core/agent/events';
import type { ChatMessage } from '../../core/model/types';
import type { SearchOutcome } from '../../core/search/types';
import type { RequestPhase } from '../../shared/messages';
import type { Settings } from '../../shared/settings';
import { connectClient } from '../../shared/model-connection';
import { storedModelModes } from '../../shared/model-mode-store';
import type { Attachment, TurnImage } from '../conversation/types';
import { agentSettingsFrom } from '../../shared/agent-settings-from';
import { panelBrowserEnv } from './panel-browser-env';
import { askInPanel } from '../approval/open-question-state';

export interface TurnRun {
  settings: Settings;
  history: ChatMessage[];
  question: string;
  attachment?: Attachment | undefined;
  files?: Attachment[];
  images?: TurnImage[];
  signal: AbortSignal;
  onEvent: (ev: AgentEvent) => void;
  onSearchOutcome: (outcome: SearchOutcome) => void;
  onPhase: (phase: RequestPhase, detail?: string) => void;
  /** URLs the conversation's earlier turns read (earlier-urls.ts): opened again without asking. */
  earlierUrls?: readonly string[];
}

/**
 * What an answer gets from the panel whichever way it is made (the agent loop or a Quick answer): a
 * fresh client for the current settings, the question with what the user attached, the worker-backed
 * browser, the settings and the model modes learnt.
 */
export async function turnOptions(run: TurnRun): Promise<RunAgentOptions> {
  return {
    client: await connectClient(run.settings.model),
    model: run.settings.model.model,
    history: run.history,
    userMessage: run.question,
    images: (run.images ?? []).map((i) => i.sent),
    // Cursor 0 of this message (then the files), so the model can find, scroll in and cite them itself.
    attachments: [...(run.attachment ? [run.attachment.document] : []), ...(run.files ?? []).map((f) => f.document)],
    env: panelBrowserEnv({ onSearchOutcome: run.onSearchOutcome, onPhase: run.onPhase }),
    settings: agentSettingsFrom(run.settings),
    signal: run.signal,
    onEvent: run.onEvent,
    modes: storedModelModes,
    earlierUrls: run.earlierUrls ?? [],
    server: run.settings.model.baseUrl,
  };
}

/** One answer by the agent loop; an open of an address of unknown provenance is asked about in the panel. */
export async function runTurn(run: TurnRun): Promise<AgentResult> {
  return runAgent({ ...(await turnOptions(run)), askToOpen: askInPanel });
}

// Quick answers load with the agent run (one chunk, load-agent-run.ts): they share its browser, citations and check.
export { runQuickTurn, runSelectionTurn } from './run-quick-turn';
