/** The model's reasoning: collapsed by default, readable live. */
export function ThinkingBlock({ text, live }: { text: string; live: boolean }) {
  if (!text) return null;
  return (
    <details class="thinking">
      <summary>{live ? 'Thinking…' : 'Thinking'}</summary>
      <div class="thinking-text">{text}</div>
    </details>
  );
}
