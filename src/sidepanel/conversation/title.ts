import { t } from '../../shared/i18n';

/** A history title from the first question: its first line, cut at a word near 60 characters. */
export function titleFromQuestion(question: string): string {
  const line = question.trim().split('\n')[0]!.replace(/\s+/g, ' ');
  if (line.length <= 60) return line || t('panelNewChat');
  const cut = line.slice(0, 60);
  const space = cut.lastIndexOf(' ');
  return `${(space > 30 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
