/**
 * The question to research, when the message asks for deep research: `/deep how do heat pumps work`
 * whatever the toggle says, or any message while the toggle is on. Undefined: an ordinary question.
 */
export function deepQuestion(text: string, toggleOn: boolean): string | undefined {
  const m = /^\s*\/deep(?:\s+|$)([\s\S]*)$/i.exec(text);
  if (m) return m[1]!.trim();
  return toggleOn ? text.trim() : undefined;
}
