import type { AgentEvent } from '../../core/agent/events';
import { SidelightError } from '../../core/errors';
import type { ChatMessage } from '../../core/model/types';
import type { SearchOutcome } from '../../core/search/types';
import type { Settings } from '../../shared/settings';
import type { Attachment } from '../conversation/types';

export interface TurnRun {
  settings: Settings;
  history: ChatMessage[];
  question: string;
  attachment?: Attachment | undefined;
  signal: AbortSignal;
  onEvent: (ev: AgentEvent) => void;
  onSearchOutcome: (outcome: SearchOutcome) => void;
}

// Placeholder until src/core/agent/agent-loop.ts lands (being written in parallel); it keeps the build green.
export async function runTurn(_run: TurnRun): Promise<void> {
  throw new SidelightError('config', 'The agent is not wired in yet.', { hint: 'This build predates the agent loop.' });
}
