import type { ResearchSourceRef } from './research-types';

/**
 * The report's sources list, written by Sidelight rather than the model (which would misnumber or
 * invent it): every source the report cites, numbered in the order the report first cites them —
 * the numbers the panel's citation chips show — with its address.
 */
export function sourcesSection(report: string, sources: readonly ResearchSourceRef[]): string {
  const byId = new Map(sources.map((s) => [s.id, s] as const));
  const order: ResearchSourceRef[] = [];
  const urls = new Set<string>();
  for (const m of report.matchAll(/(?:【|\[)(\d+)†L\d+/g)) {
    const s = byId.get(Number(m[1]));
    if (!s || urls.has(s.url)) continue;
    urls.add(s.url);
    order.push(s);
  }
  if (!order.length) return '## Sources\n\nNo source was cited.';
  return `## Sources\n\n${order.map((s, i) => `${i + 1}. ${s.title || s.url} — ${s.url}`).join('\n')}`;
}

/** The notes themselves as the report, when the model could not write one: nothing found is lost. */
export function notesAsReport(subs: readonly { question: string; notes: string }[]): string {
  return subs.map((s) => `## ${s.question}\n\n${s.notes.trim() || 'Not found: nothing was found for this sub-question.'}`).join('\n\n');
}
