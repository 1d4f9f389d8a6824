import type { AnswerMode, AutomaticReason } from '../../core/answer-mode/answer-mode';
import { t, type MessageKey } from '../../shared/i18n';
import { automatic, chooseMode } from '../state/answer-mode-state';
import { chosenMode } from '../state/composer-state';

const NAMES: Record<AnswerMode, MessageKey> = { quick: 'modeQuick', research: 'modeResearch', deep: 'researchToggle' };
const WHY: Record<AutomaticReason, MessageKey> = { 'no-native-tools': 'modeAutoNoTools', 'small-window': 'modeAutoSmallWindow', default: 'modeAutoDefault' };
const AUTO = 'auto';

/**
 * The composer's one answer-mode control: the automatic mode ("Quick (auto)"), Quick, Research or
 * Deep research. A native select: its name is "Answer mode", it shows the mode as text, the keyboard
 * works it as every select, and it takes the room of its longest name, which fits a German 320 px
 * row. Deep research's budget shows beside the message while it is chosen (DeepBudget). The choice is
 * kept with the conversation; `/quick`, `/research` and `/deep` choose for one message.
 */
export function AnswerModeSelect({ disabled }: { disabled: boolean }) {
  const auto = automatic.value;
  return (
    <span class="answer-mode" title={t(WHY[auto.why])}>
      <select
        aria-label={t('modeLabel')}
        value={chosenMode.value ?? AUTO}
        disabled={disabled}
        onChange={(e) => {
          const v = e.currentTarget.value;
          chooseMode(v === AUTO ? undefined : (v as AnswerMode));
        }}
      >
        <option value={AUTO}>{t('modeAuto', t(NAMES[auto.mode]))}</option>
        {(Object.keys(NAMES) as AnswerMode[]).map((m) => (
          <option key={m} value={m}>
            {t(NAMES[m])}
          </option>
        ))}
      </select>
    </span>
  );
}
