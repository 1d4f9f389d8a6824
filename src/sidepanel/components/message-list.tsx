import { memo } from './memo';
import { useEffect, useRef } from 'preact/hooks';
import type { Turn } from '../conversation/types';
import { AnswerView } from './answer-view';
import { chooseVersion } from '../state/chat-state';
import { UserMessage } from './user-message';
import { t } from '../../shared/i18n';

interface TurnProps {
  turn: Turn;
  index: number;
  isLast: boolean;
  busy: boolean;
  onRegenerate: (index: number) => void;
  onResearch: (index: number) => void;
  onResend: (index: number, question: string) => void;
}

/** Turns are immutable values, so an unchanged turn skips rendering while another one streams. */
const TurnView = memo(function TurnView({ turn, index, isLast, busy, onRegenerate, onResearch, onResend }: TurnProps) {
  return (
    <article class="turn" aria-label={t('panelQuestionNumber', index + 1)}>
      <UserMessage turn={turn} canEdit={!busy} onResend={(q) => onResend(index, q)} />
      <AnswerView turn={turn} isLast={isLast} busy={busy} onRegenerate={() => onRegenerate(index)}
        onResearch={() => onResearch(index)}
        onChooseVersion={(v) => chooseVersion(index, v)} />
    </article>
  );
});

interface Props {
  turns: Turn[];
  busy: boolean;
  onRegenerate: (index: number) => void;
  onResearch: (index: number) => void;
  onResend: (index: number, question: string) => void;
}

/** The conversation log; follows the stream only while the reader is at the bottom. */
export function MessageList({ turns, busy, onRegenerate, onResearch, onResend }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  useEffect(() => {
    const el = ref.current;
    if (el && pinned.current) el.scrollTop = el.scrollHeight;
  });
  return (
    <div
      ref={ref}
      class="log"
      role="log"
      aria-label={t('panelConversation')}
      aria-busy={busy}
      tabIndex={0}
      onScroll={(e) => {
        const el = e.currentTarget;
        pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
      }}
    >
      {turns.map((t, i) => (
        <TurnView key={t.id} turn={t} index={i} isLast={i === turns.length - 1} busy={busy} onRegenerate={onRegenerate} onResearch={onResearch} onResend={onResend} />
      ))}
    </div>
  );
}
