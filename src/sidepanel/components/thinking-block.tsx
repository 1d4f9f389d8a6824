import { formatElapsed, formatTicking, latestLine } from '../conversation/elapsed';
import type { Turn } from '../conversation/types';
import { useNow } from './use-now';
import { t } from '../../shared/i18n';

/**
 * The model's reasoning: collapsed by default. While it streams, the summary shows how long the model
 * has been thinking and its latest line, so a slow local model visibly works; afterwards, the total.
 */
export function ThinkingBlock({ turn, live }: { turn: Pick<Turn, 'thinking' | 'thinkingMs' | 'thinkingSince'>; live: boolean }) {
  const thinkingNow = live && turn.thinkingSince !== undefined;
  const now = useNow(thinkingNow);
  if (!turn.thinking) return null;
  const ms = (turn.thinkingMs ?? 0) + (thinkingNow ? Math.max(0, now - turn.thinkingSince!) : 0);
  return (
    <details class="thinking">
      <summary>
        {thinkingNow ? t('panelThinkingFor', formatTicking(ms)) : ms > 0 ? t('panelThoughtFor', formatElapsed(ms)) : t('panelThinking')}
        {thinkingNow && <span class="thinking-latest">{latestLine(turn.thinking)}</span>}
      </summary>
      <div class="thinking-text">{turn.thinking}</div>
    </details>
  );
}
