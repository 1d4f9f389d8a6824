import { tCount } from '../../shared/i18n';

/** "1 line", "1,204 lines" (German "1.204 Zeilen"): how long a page or file is. */
export function linesCount(n: number): string {
  return tCount(n, 'linesCountOne', 'linesCountOther');
}
