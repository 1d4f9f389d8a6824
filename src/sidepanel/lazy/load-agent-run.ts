type AgentRunModule = typeof import('../agent/run-turn');

let agentRun: Promise<AgentRunModule> | undefined;

/**
 * The agent run (agent loop, model rounds, tool-call parsers, browser tools, citation check): the
 * largest part of the panel's code, needed from the first Send on, not for the first paint. Loaded
 * once; the panel preloads it when idle after its first paint (`preloadPanelChunks`).
 */
export function loadAgentRun(): Promise<AgentRunModule> {
  agentRun ??= import('../agent/run-turn').catch((err: unknown) => {
    agentRun = undefined; // the next Send tries again
    throw err;
  });
  return agentRun;
}
