import type { AgentSettings } from '../../core/agent/agent-settings';
import type { Settings } from '../../shared/settings';

/**
 * The stored settings mapped onto what the agent loop declares it needs, for the jobs the worker
 * runs: the same picks as the side panel's agentSettingsFrom (src/sidepanel/agent/agent-settings-from.ts),
 * which the import boundaries keep out of the worker. API keys and search settings never reach the loop.
 */
export function researchAgentSettings(settings: Settings): AgentSettings {
  const { contextSize, toolProfile, reasoning, keepAlive } = settings.model;
  const { viewWords, findViewWords, maxToolSteps } = settings.browsing;
  return {
    model: { contextSize, toolProfile, reasoning, keepAlive },
    browsing: { viewWords, findViewWords, maxToolSteps },
  };
}
