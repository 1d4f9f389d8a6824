import type { ToolProfile, ToolSettings } from '../browser/tools/tool-types';
import type { ReasoningEffort } from '../model/types';

/**
 * What one answer needs from the user's settings — and nothing else (no API keys, no search
 * settings). The core declares it; the side panel maps the stored settings onto it.
 */
export interface AgentSettings extends ToolSettings {
  model: {
    /** The context window to ask for when the server does not report the model's own. */
    contextSize: number;
    toolProfile: ToolProfile;
    /** How hard reasoning models think, mapped per server (see ChatRequest.reasoning). */
    reasoning: ReasoningEffort;
    /** How long Ollama keeps the model loaded after the answer; empty for the server's default. */
    keepAlive: string;
  };
  /**
   * The reader's language (BCP 47), which answers are usually written in: the citation check reads the
   * answer's numbers with its decimal mark ("7,4 Minuten"). English's when absent.
   */
  language?: string;
  browsing: ToolSettings['browsing'] & {
    /** Tool calls per answer before the model is told to answer with what it has. */
    maxToolSteps: number;
  };
}
