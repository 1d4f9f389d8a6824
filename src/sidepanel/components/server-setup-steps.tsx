import { CommandLine } from './command-line';
import { t } from '../../shared/i18n';

/**
 * How to start a model server, for the first-run screen (under its h2, so the servers are h3) and for
 * a question sent while none answers (inside an answer, which has no heading to sit under: names only).
 */
export function ServerSetupSteps({ headings }: { headings: boolean }) {
  const Name = ({ children }: { children: string }) => (headings ? <h3>{children}</h3> : <p class="setup-name">{children}</p>);
  return (
    <div class="setup-steps">
      <Name>Ollama</Name>
      <CommandLine command="ollama serve" />
      <CommandLine command="ollama pull gpt-oss:20b" />
      <Name>llama.cpp</Name>
      <CommandLine command="llama-server -m model.gguf --jinja --port 8080" />
      <Name>LM Studio</Name>
      <p>{t('panelLmStudioHow')}</p>
    </div>
  );
}
