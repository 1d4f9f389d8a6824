/**
 * Hints are written with `backticks` around commands and names; a person should see code formatting,
 * never the backticks themselves.
 */
export function HintText({ text }: { text: string }) {
  const parts = text.split(/`([^`\n]+)`/);
  return <>{parts.map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>;
}
