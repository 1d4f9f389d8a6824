import { attachActiveTab } from '../state/attachment-actions';
import { attachment, composerText } from '../state/composer-state';
import { PageIcon } from './icons';
import { t, type MessageKey } from '../../shared/i18n';

/** Questions a first-time reader can try: each needs a search and a few pages, which is what Sidelight does. */
const EXAMPLES: MessageKey[] = ['panelExampleSolar', 'panelExampleBatteries', 'panelExampleSleep'];

/** Puts `text` in the message box, selected, so Enter sends it and typing replaces it. */
function fillComposer(text: string): void {
  composerText.value = text;
  requestAnimationFrame(() => {
    const box = document.getElementById('message-input') as HTMLTextAreaElement | null;
    box?.focus();
    box?.select();
  });
}

/**
 * An empty conversation with a model ready: what Sidelight does, Ask about this page (attaches the
 * open tab and fills a question about it), and example questions that fill the message box.
 */
export function EmptyChat({ intro }: { intro: string }) {
  return (
    <div class="empty-chat">
      <p class="muted">{intro}</p>
      <button
        type="button"
        class="secondary with-icon ask-page"
        onClick={() =>
          void attachActiveTab().then(() => {
            if (attachment.value) fillComposer(t('panelAskAboutPageQuestion'));
          })
        }
      >
        <PageIcon />
        {t('panelAskAboutPage')}
      </button>
      <h2 class="examples-title" id="examples-title">
        {t('panelExamplesTitle')}
      </h2>
      <ul class="examples" aria-labelledby="examples-title">
        {EXAMPLES.map((key) => (
          <li key={key}>
            <button type="button" class="example" onClick={() => fillComposer(t(key))}>
              {t(key)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
