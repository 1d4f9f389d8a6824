import type { ResearchSourceRef } from './research-types';

/**
 * The report's sources list, written by Sidelight rather than the model (which would misnumber or
 * invent it): every source the report cites, in number order, with its address.
 */
export function sourcesSection(report: string, sources: readonly ResearchSourceRef[]): string {
  const ids = new Set([...report.matchAll(/(?:【|\[)(\d+)†L\d+/g)].map((m) => Number(m[1])));
  const used = sources.filter((s) => ids.has(s.id));
  if (!used.length) return '## Sources\n\nNo source was cited.';
  return `## Sources\n\n${used.map((s) => `- [${s.id}] ${s.title || s.url} — ${s.url}`).join('\n')}`;
}

/** The notes themselves as the report, when the model could not write one: nothing found is lost. */
export function notesAsReport(subs: readonly { question: string; notes: string }[]): string {
  return subs.map((s) => `## ${s.question}\n\n${s.notes.trim() || 'Not found: nothing was found for this sub-question.'}`).join('\n\n');
}
