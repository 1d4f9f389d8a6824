import { cachedUntilFailure } from '../../core/async/cached-until-failure';

type AgentRunModule = typeof import('../agent/run-turn');

/**
 * The agent run (agent loop, model rounds, tool-call parsers, browser tools, citation check): the
 * largest part of the panel's code, needed from the first Send on, not for the first paint. Loaded
 * once; the panel preloads it when idle after its first paint (`preloadPanelChunks`). A failed load is
 * not kept: the next Send tries again.
 */
export const loadAgentRun: () => Promise<AgentRunModule> = cachedUntilFailure(() => import('../agent/run-turn'));
