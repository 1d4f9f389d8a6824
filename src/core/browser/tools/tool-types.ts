import type { AgentEvent } from '../../agent/events';
import type { ToolSpec } from '../../model/types';
import type { BrowserSession } from '../browser-session';
import type { BrowserEnv } from '../env';
import type { AskToOpen } from '../open-provenance';

/** Which tool set the model gets: gpt-oss's browser.* tools, or Ollama's web_search/web_fetch. */
export type ToolProfile = 'browser' | 'web_search';

/** What the tools read from the user's settings (the glue picks these out of the stored settings). */
export interface ToolSettings {
  browsing: {
    /** Words per page view the model reads. */
    viewWords: number;
    /** Words per view around a `find` match. */
    findViewWords: number;
    /** Hosts the user said the model may open any address on without being asked (open-provenance.ts). */
    openWithoutAsking?: readonly string[];
  };
}

export interface ToolContext {
  session: BrowserSession;
  env: BrowserEnv;
  settings: ToolSettings;
  signal: AbortSignal;
  /** Numbers this call among the answer's tool steps, for pairing UI events. */
  step: number;
  emit: (event: AgentEvent) => void;
  /** Asks the user before the model opens an address of unknown provenance; absent, such opens are refused. */
  askToOpen?: AskToOpen | undefined;
}

/**
 * A tool the model can call. `run` always resolves with the text the model reads — failures are
 * `Error: …` results — except when the user stopped the answer, which rejects with an abort.
 */
export interface BrowserTool {
  spec: ToolSpec;
  run(args: Record<string, unknown>, ctx: ToolContext): Promise<string>;
}
