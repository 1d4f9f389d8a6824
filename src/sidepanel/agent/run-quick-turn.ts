import type { AgentResult } from '../../core/agent/agent-loop';
import { runQuickAnswer } from '../../core/quick/quick-answer';
import { embedderFor } from '../../shared/embedder-for';
import { turnOptions, type TurnRun } from './run-turn';

/**
 * One Quick answer: the same client, worker-backed browser and settings as `runTurn`, but Sidelight
 * searches, opens and selects the passages itself and asks the model once, without tools
 * (src/core/quick/). Its events are the agent loop's, so the answer renders, cites and saves alike.
 * No open is ever asked about: only the search's own results are opened.
 */
export async function runQuickTurn(run: TurnRun): Promise<AgentResult> {
  return runQuickAnswer({ ...(await turnOptions(run)), embed: embedderFor(run.settings.search, run.settings.model) });
}

/**
 * A quick action on a selection (Summarize, Translate… from the context menu): the Quick answer's one
 * request without tools, with the attached selection as its only source. Rewording or translating
 * given text needs no search, and a summary should cite the lines the user picked, not the web's.
 */
export async function runSelectionTurn(run: TurnRun): Promise<AgentResult> {
  return runQuickAnswer({ ...(await turnOptions(run)), sources: 'attached' });
}
