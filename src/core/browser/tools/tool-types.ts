import type { Settings } from '../../../shared/settings';
import type { AgentEvent } from '../../agent/events';
import type { ToolSpec } from '../../model/types';
import type { BrowserSession } from '../browser-session';
import type { BrowserEnv } from '../env';

export interface ToolContext {
  session: BrowserSession;
  env: BrowserEnv;
  settings: Settings;
  signal: AbortSignal;
  /** Numbers this call among the answer's tool steps, for pairing UI events. */
  step: number;
  emit: (event: AgentEvent) => void;
}

/**
 * A tool the model can call. `run` always resolves with the text the model reads — failures are
 * `Error: …` results — except when the user stopped the answer, which rejects with an abort.
 */
export interface BrowserTool {
  spec: ToolSpec;
  run(args: Record<string, unknown>, ctx: ToolContext): Promise<string>;
}
