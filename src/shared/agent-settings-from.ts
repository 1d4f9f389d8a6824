import type { AgentSettings } from '../core/agent/agent-settings';
import type { Settings } from './settings';
import { stringsLanguage } from './i18n';

/**
 * The stored settings mapped onto what the agent loop declares it needs. Picked field by field, so
 * API keys and search settings never reach the loop, its tools or anything they log. Shared by the
 * panel's answers and the worker's deep research, so both honour the same settings.
 */
export function agentSettingsFrom(settings: Settings): AgentSettings {
  const { contextSize, toolProfile, reasoning, keepAlive } = settings.model;
  const { viewWords, findViewWords, maxToolSteps, openWithoutAsking } = settings.browsing;
  return {
    model: { contextSize, toolProfile, reasoning, keepAlive },
    // The panel's language is the one the reader asks (and the model answers) in, as a rule.
    language: stringsLanguage(),
    browsing: { viewWords, findViewWords, maxToolSteps, openWithoutAsking },
  };
}
