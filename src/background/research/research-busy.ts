import { SidelightError, userText } from '../../core/errors';

/** One job at a time: a local model serves one research well, two each badly. */
export function researchBusyError(): SidelightError {
  return new SidelightError('config', 'A deep research is already running.', {
    hint: 'Stop it, or wait for its report.',
    userMessage: userText('errResearchBusy'),
    userHint: userText('hintResearchBusy'),
  });
}
