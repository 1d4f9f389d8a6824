import type { AgentResult } from '../../core/agent/agent-loop';
import { runQuickAnswer } from '../../core/quick/quick-answer';
import { connectClient } from '../../shared/model-connection';
import { agentSettingsFrom } from '../../shared/agent-settings-from';
import { embedderFor } from '../../shared/embedder-for';
import { storedModelModes } from '../../shared/model-mode-store';
import { panelBrowserEnv } from './panel-browser-env';
import type { TurnRun } from './run-turn';

/**
 * One Quick answer: the same client, worker-backed browser and settings as `runTurn`, but Sidelight
 * searches, opens and selects the passages itself and asks the model once, without tools
 * (src/core/quick/). Its events are the agent loop's, so the answer renders, cites and saves alike.
 * No open is ever asked about: only the search's own results are opened.
 */
export async function runQuickTurn(run: TurnRun): Promise<AgentResult> {
  const client = await connectClient(run.settings.model);
  return runQuickAnswer({
    client,
    model: run.settings.model.model,
    history: run.history,
    userMessage: run.question,
    images: (run.images ?? []).map((i) => i.sent),
    attachments: [...(run.attachment ? [run.attachment.document] : []), ...(run.files ?? []).map((f) => f.document)],
    env: panelBrowserEnv({ onSearchOutcome: run.onSearchOutcome, onPhase: run.onPhase }),
    settings: agentSettingsFrom(run.settings),
    signal: run.signal,
    onEvent: run.onEvent,
    modes: storedModelModes,
    earlierUrls: run.earlierUrls ?? [],
    server: run.settings.model.baseUrl,
    embed: embedderFor(run.settings.search, run.settings.model),
  });
}
