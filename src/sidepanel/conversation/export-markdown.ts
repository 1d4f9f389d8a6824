import { answerWithLinks } from './answer-markdown';
import { chipHref, citationText } from '../citations/chip';
import { numberSources, sourceNumberMap } from '../citations/source-numbers';
import { pageKey } from './host';
import { unverifiedNote } from '../citations/chip-check';
import type { ActivityStep, Conversation, Turn } from './types';
import { chosenIndex, shownVersion, versionCount } from './versions';

function stepLine(s: ActivityStep): string {
  const outcome = s.outcome ? ` → ${s.outcome}` : '';
  switch (s.kind) {
    case 'search':
      return `- Searched “${s.subject}”${outcome}`;
    case 'open':
      return `- Opened <${s.url ?? s.subject}>${outcome}`;
    case 'find':
      return `- Looked for “${s.subject}”${outcome}`;
    case 'attach':
      return `- Attached ${s.subject} <${s.url ?? ''}>`;
    default:
      return `- ${s.subject}${outcome}`;
  }
}

function quote(lines: string[]): string {
  return lines.map((l) => `> ${l}`).join('\n');
}

const STATUS_NOTE: Partial<Record<Turn['status'], string>> = {
  stopped: '_Stopped before the answer was finished._',
  interrupted: '_Interrupted: the panel closed before the answer was finished._',
  error: '_The answer failed._',
};

/** The other answers to a regenerated question, after the chosen one. */
function otherVersions(whole: Turn): string[] {
  const all = [...(whole.previous ?? []), whole];
  const chosen = chosenIndex(whole);
  return all.flatMap((v, i) => (i === chosen ? [] : [`#### Version ${i + 1} of ${all.length}`, answerWithLinks(v.answer, v.citations) || '_No answer._']));
}

function turnMarkdown(whole: Turn, n: number): string {
  const t = shownVersion(whole);
  const count = versionCount(whole);
  const parts: string[] = [`## ${n}. ${t.question.split('\n')[0]}`];
  if (t.question.includes('\n')) parts.push(quote(t.question.split('\n')));
  if (t.attachment) parts.push(`Attached page: [${t.attachment.title}](${t.attachment.url})`);
  for (const f of t.files ?? []) parts.push(`Attached file: ${f.title} (${f.document.lines.length} lines)`);
  if (t.activity.length) parts.push('### Research trail', t.activity.map(stepLine).join('\n'));
  parts.push(count > 1 ? `### Answer (version ${chosenIndex(whole) + 1} of ${count}, the one chosen)` : '### Answer', answerWithLinks(t.answer, t.citations) || '_No answer._');
  const note = STATUS_NOTE[t.status];
  if (note) parts.push(t.error ? `${note} ${t.error.message}` : note);
  if (t.citations.length) {
    const seen = new Set<string>();
    const cites = t.citations.filter((c) => !seen.has(c.marker) && seen.add(c.marker));
    const numbers = sourceNumberMap(numberSources([], t.citations));
    const line = (c: (typeof cites)[number]) => {
      const note = unverifiedNote(c);
      return `- [${citationText(c, numbers.get(pageKey(c.url)) ?? 0)}](${chipHref(c)}) — ${c.title}${note ? ` — **unverified**: ${note}` : ''}\n\n${quote(c.lines)}`;
    };
    parts.push('### Citations', cites.map(line).join('\n\n'));
    const unverified = cites.filter((c) => unverifiedNote(c));
    if (unverified.length) {
      parts.push(`_${unverified.length} of ${cites.length} citation${cites.length === 1 ? '' : 's'} could not be verified: the cited lines do not contain a number, date or quote of the sentence._`);
    }
  }
  if (count > 1) parts.push('### Other versions', ...otherVersions(whole));
  return parts.join('\n\n');
}

/** One conversation as markdown with its research trail: every search, every page opened, each citation quoted. */
export function conversationToMarkdown(c: Conversation, exportedAt: Date): string {
  const head = `# ${c.title}\n\n_Exported from Sidelight on ${exportedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC._`;
  return [head, ...c.turns.map((t, i) => turnMarkdown(t, i + 1))].join('\n\n') + '\n';
}
