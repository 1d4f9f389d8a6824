import type { Citation } from '../../core/agent/citation-types';
import type { ResearchJob } from '../../core/research/research-types';
import { t } from '../../shared/i18n';
import { chipHref, citationText } from '../citations/chip';
import { unverifiedNote } from '../citations/chip-check';
import { numberSources, sourceNumberMap } from '../citations/source-numbers';
import { answerWithLinks } from '../conversation/answer-markdown';
import { pageKey } from '../conversation/host';

const quote = (lines: string[]) => lines.map((l) => `> ${l}`).join('\n');

/**
 * The report as portable Markdown: each citation a link to its page (landing on the cited passage)
 * numbered like the panel's chips, then every citation with the lines it quotes and, where the
 * citation check did not find the sentence's numbers, dates or quotes in them, a note saying so.
 */
export function reportToMarkdown(job: ResearchJob, citations: Citation[], exportedAt: Date): string {
  const numbers = sourceNumberMap(numberSources([], citations));
  const parts = [`# ${job.question.split('\n')[0]}`, `_${t('exportedFrom', exportedAt.toISOString().slice(0, 16).replace('T', ' '))}_`];
  if (job.stopReason) parts.push(`_${t(job.writingStopped ? 'researchWritingStopped' : 'researchStoppedEarly')}_`);
  parts.push(answerWithLinks(job.report ?? '', citations));
  const seen = new Set<string>();
  const cites = citations.filter((c) => !seen.has(c.marker) && seen.add(c.marker));
  if (cites.length) {
    const line = (c: Citation) => {
      const note = unverifiedNote(c);
      return `- [${citationText(c, numbers.get(pageKey(c.url)) ?? 0)}](${chipHref(c)}) — ${c.title}${note ? ` — **${t('exportUnverified')}**: ${note}` : ''}\n\n${quote(c.lines)}`;
    };
    parts.push(`## ${t('exportCitations')}`, cites.map(line).join('\n\n'));
  }
  return parts.join('\n\n');
}
