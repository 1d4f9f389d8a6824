import { formatNumber, t } from '../../shared/i18n';

function seconds(n: number, decimals = 0): string {
  return t('elapsedSeconds', formatNumber(n, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }));
}

/**
 * "0.4 s", "12 s", "2 min 5 s" (German "0,4 s", "2 Min. 5 s"): short enough for a summary line, exact
 * enough to compare steps. Under a tenth of a second it says "<0.1 s": a cached step took time, not none.
 */
export function formatElapsed(ms: number): string {
  const safe = Math.max(0, ms);
  if (safe < 100) return t('elapsedUnder', formatNumber(0.1));
  if (safe < 10_000) return seconds(Math.floor(safe / 100) / 10, 1);
  const s = Math.floor(safe / 1000);
  if (s < 60) return seconds(s);
  const m = Math.floor(s / 60);
  return s % 60 ? t('elapsedMinutesSeconds', formatNumber(m), s % 60) : t('elapsedMinutes', formatNumber(m));
}

/** The last line of the model's reasoning that says something, for the live "Thinking" line. */
export function latestLine(text: string): string {
  const lines = text.split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!.trim();
    if (line) return line;
  }
  return '';
}

/** A clock that ticks once a second while something runs: whole seconds, so it does not flicker. */
export function formatTicking(ms: number): string {
  return ms >= 60_000 ? formatElapsed(ms) : seconds(Math.floor(Math.max(0, ms) / 1000));
}
