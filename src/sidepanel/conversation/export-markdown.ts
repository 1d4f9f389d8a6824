import { answerWithLinks } from './answer-markdown';
import { t, tCount, type MessageKey } from '../../shared/i18n';
import { chipHref, citationText } from '../citations/chip';
import { numberSources, sourceNumberMap } from '../citations/source-numbers';
import { pageKey } from './host';
import { unverifiedNote } from '../citations/chip-check';
import { answerUnresolved } from '../citations/answer-unresolved';
import { unresolvedDescription, unresolvedLabel } from '../citations/unresolved-chip';
import { linesCount } from './lines-count';
import { stepTrailLine } from './step-text';
import type { Conversation, Turn } from './types';
import { chosenIndex, shownVersion, versionCount } from './versions';

function quote(lines: string[]): string {
  return lines.map((l) => `> ${l}`).join('\n');
}

const STATUS_NOTE: Partial<Record<Turn['status'], MessageKey>> = {
  stopped: 'exportStopped',
  interrupted: 'exportInterrupted',
  error: 'panelAnswerFailed',
};

function noAnswer(): string {
  return `_${t('exportNoAnswer')}_`;
}

/** The other answers to a regenerated question, after the chosen one. */
function otherVersions(whole: Turn): string[] {
  const all = [...(whole.previous ?? []), whole];
  const chosen = chosenIndex(whole);
  return all.flatMap((v, i) => (i === chosen ? [] : [`#### ${t('versionOf', i + 1, all.length)}`, answerWithLinks(v.answer, v.citations) || noAnswer()]));
}

function turnMarkdown(whole: Turn, n: number): string {
  const shown = shownVersion(whole);
  const count = versionCount(whole);
  const parts: string[] = [`## ${n}. ${shown.question.split('\n')[0]}`];
  if (shown.question.includes('\n')) parts.push(quote(shown.question.split('\n')));
  if (shown.attachment) parts.push(t('exportAttachedPage', `[${shown.attachment.title}](${shown.attachment.url})`));
  for (const f of shown.files ?? []) parts.push(t('exportAttachedFile', f.title, linesCount(f.document.lines.length)));
  // The copy the model saw, as a data URL: the Markdown file stays one file that shows the image in any viewer that renders data URLs.
  for (const i of shown.images ?? []) {
    parts.push(`${t('exportAttachedImage', i.sent.name)}\n\n![${i.sent.name.replace(/[[\]\\]/g, '\\$&')}](data:${i.sent.mediaType};base64,${i.sent.base64})`);
  }
  if (shown.activity.length) parts.push(`### ${t('exportResearchTrail')}`, shown.activity.map((s) => `- ${stepTrailLine(s)}`).join('\n'));
  parts.push(`### ${count > 1 ? t('exportAnswerChosen', chosenIndex(whole) + 1, count) : t('exportAnswer')}`, answerWithLinks(shown.answer, shown.citations) || noAnswer());
  const noteKey = STATUS_NOTE[shown.status];
  if (noteKey) parts.push(shown.error ? `_${t(noteKey)}_ ${shown.error.message}` : `_${t(noteKey)}_`);
  if (shown.citations.length) {
    const seen = new Set<string>();
    const cites = shown.citations.filter((c) => !seen.has(c.marker) && seen.add(c.marker));
    const numbers = sourceNumberMap(numberSources([], shown.citations));
    const line = (c: (typeof cites)[number]) => {
      const note = unverifiedNote(c);
      return `- [${citationText(c, numbers.get(pageKey(c.url)) ?? 0)}](${chipHref(c)}) — ${c.title}${note ? ` — **${t('exportUnverified')}**: ${note}` : ''}\n\n${quote(c.lines)}`;
    };
    parts.push(`### ${t('exportCitations')}`, cites.map(line).join('\n\n'));
    const unverified = cites.filter((c) => unverifiedNote(c));
    if (unverified.length) parts.push(`_${tCount(cites.length, 'exportUnverifiedSummaryOne', 'exportUnverifiedSummaryOther', unverified.length)}_`);
  }
  // Markers that resolve to nothing are dropped from the answer's text above and counted here.
  const unresolved = answerUnresolved(shown);
  if (unresolved.length) {
    if (!shown.citations.length) parts.push(`### ${t('exportCitations')}`);
    parts.push(`_${tCount(unresolved.length, 'sourcesUnresolvedOne', 'sourcesUnresolvedOther')}:_`, unresolved.map((u) => `- **${unresolvedLabel(u)}**: ${unresolvedDescription(u)}`).join('\n'));
  }
  if (count > 1) parts.push(`### ${t('exportOtherVersions')}`, ...otherVersions(whole));
  return parts.join('\n\n');
}

/** One conversation as markdown with its research trail: every search, every page opened, each citation quoted. */
export function conversationToMarkdown(c: Conversation, exportedAt: Date): string {
  const head = `# ${c.title}\n\n_${t('exportedFrom', exportedAt.toISOString().slice(0, 16).replace('T', ' '))}_`;
  return [head, ...c.turns.map((turn, i) => turnMarkdown(turn, i + 1))].join('\n\n') + '\n';
}
