import type { AnswerMode } from './answer-mode';

export interface ModeCommand {
  /** The mode the message asks for; absent: the composer's mode, and `question` is the message as typed. */
  mode?: AnswerMode;
  question: string;
}

const COMMANDS: Record<string, AnswerMode> = { deep: 'deep', quick: 'quick', research: 'research' };

/**
 * A message may name its own mode for itself alone: `/deep how do heat pumps work`, `/quick …`,
 * `/research …`, whatever the composer's mode says. Anything else (`/deeper thoughts`) is a question.
 */
export function modeCommand(text: string): ModeCommand {
  const m = /^\s*\/([a-z]+)(?:\s+|$)([\s\S]*)$/i.exec(text);
  const mode = m ? COMMANDS[m[1]!.toLowerCase()] : undefined;
  if (m && mode) return { mode, question: m[2]!.trim() };
  return { question: text };
}
