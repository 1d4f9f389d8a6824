import { t, type MessageKey } from '../shared/i18n';

interface ServerGuide {
  name: string;
  /** Where to get it (opened in a new tab by the user; nothing is fetched from there). */
  download: string;
  how: MessageKey;
  commands?: string;
}

/** The servers Sidelight detects by themselves, each with how to get it running on its usual port. */
const GUIDES: ServerGuide[] = [
  { name: 'Ollama', download: 'https://ollama.com/download', how: 'welcomeInstallOllama', commands: 'ollama serve\nollama pull gpt-oss:20b' },
  { name: 'llama.cpp', download: 'https://github.com/ggml-org/llama.cpp', how: 'welcomeInstallLlamaCpp', commands: 'llama-server -m model.gguf --jinja --port 8080' },
  { name: 'LM Studio', download: 'https://lmstudio.ai', how: 'welcomeInstallLmStudio' },
  { name: 'vLLM', download: 'https://docs.vllm.ai', how: 'welcomeInstallVllm', commands: 'vllm serve MODEL --enable-auto-tool-choice --tool-call-parser hermes' },
];

export function InstallGuide() {
  return (
    <section aria-labelledby="install-title">
      <h2 id="install-title">{t('welcomeInstallHeading')}</h2>
      <p>{t('welcomeInstallIntro')}</p>
      <ul class="guides">
        {GUIDES.map((g) => (
          <li key={g.name}>
            <h3>
              <a href={g.download} target="_blank" rel="noreferrer">
                {g.name}
              </a>
            </h3>
            <p>{t(g.how)}</p>
            {g.commands && (
              <pre>
                <code>{g.commands}</code>
              </pre>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
