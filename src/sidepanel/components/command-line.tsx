import { Fragment } from 'preact';
import { useState } from 'preact/hooks';
import { t } from '../../shared/i18n';

/**
 * A shell command to type: monospace, each word unbreakable (a narrow panel wraps between words,
 * never inside `--jinja` or `gpt-oss:20b`), and a Copy button that puts the exact command on the
 * clipboard.
 */
export function CommandLine({ command }: { command: string }) {
  const [copied, setCopied] = useState(false);
  const words = command.split(' ');
  return (
    <div class="command-line">
      <code class="command">
        {words.map((w, i) => (
          <Fragment key={i}>
            {i > 0 && ' '}
            <span class="command-word">{w}</span>
          </Fragment>
        ))}
      </code>
      <button
        type="button"
        class="secondary small command-copy"
        // While it says Copied, that is its name too: a name should hold the words one sees.
        aria-label={copied ? undefined : t('panelCopyCommand', command)}
        onClick={() =>
          void navigator.clipboard.writeText(command).then(() => {
            setCopied(true);
            setTimeout(() => setCopied(false), 1500);
          })
        }
      >
        {copied ? t('panelCopied') : t('panelCopy')}
      </button>
    </div>
  );
}
