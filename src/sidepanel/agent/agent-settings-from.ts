import type { AgentSettings } from '../../core/agent/agent-settings';
import type { Settings } from '../../shared/settings';

/**
 * The stored settings mapped onto what the agent loop declares it needs. Picked field by field, so
 * API keys and search settings never reach the loop, its tools or anything they log.
 */
export function agentSettingsFrom(settings: Settings): AgentSettings {
  const { contextSize, toolProfile, reasoning, keepAlive } = settings.model;
  const { viewWords, findViewWords, maxToolSteps, openWithoutAsking } = settings.browsing;
  return {
    model: { contextSize, toolProfile, reasoning, keepAlive },
    browsing: { viewWords, findViewWords, maxToolSteps, openWithoutAsking },
  };
}
