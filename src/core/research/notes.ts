import { CITATION_PATTERN } from '../agent/citation-marker';
import { estimateTokens } from '../agent/token-estimate';

/** What the sub-question's agent is asked: its answer is the notes. */
export function notesRequest(question: string, sub: string): string {
  return [
    `I am researching: “${question}”. Find out, on the web: ${sub}`,
    'Search, open the most relevant pages and read them. Then answer with notes, not prose: 3 to 6 short sentences, each one fact you read, each ending with the line citation of the lines that support it.',
    'If you could not find something, add one line starting “Not found:” that says what.',
  ].join('\n');
}

/** After Stop or a spent budget: the agent's pages are read; only the notes are missing. */
export const NOTES_NOW =
  'Stop browsing now. From the pages you have already read above, write your notes: short sentences, each one fact ending with the line citation of the lines that support it. Add one line starting “Not found:” for what you did not find.';

const SENTENCE = /[^.!?\n]+(?:[.!?]+(?:\s*(?:【|\[)\d+†L\d+(?:\s*[-–]\s*L?\d+)?(?:】|\]))*|\n|$)/g;

const hasCitation = (s: string) => new RegExp(CITATION_PATTERN.source).test(s);

/**
 * Notes cut to `maxTokens` (estimated) without losing a citation: whole sentences only, the cited
 * ones first and in their order, then `Not found:` lines, then the rest. A sentence keeps the
 * citations that follow its full stop, so each kept fact still points at its lines.
 */
export function condenseNotes(notes: string, maxTokens: number): string {
  const text = notes.trim();
  if (estimateTokens(text) <= maxTokens) return text;
  const sentences = (text.match(SENTENCE) ?? []).map((s) => s.trim()).filter(Boolean);
  const rank = (s: string) => (hasCitation(s) ? 0 : /^not found:/i.test(s) ? 1 : 2);
  const order = sentences.map((s, i) => ({ s, i })).sort((a, b) => rank(a.s) - rank(b.s) || a.i - b.i);
  const kept = new Set<number>();
  let used = 0;
  for (const { s, i } of order) {
    const cost = estimateTokens(s) + 1;
    if (used + cost > maxTokens) continue;
    kept.add(i);
    used += cost;
  }
  return sentences.filter((_s, i) => kept.has(i)).join(' ');
}
