import { t } from '../../shared/i18n';

/**
 * How models are managed on servers Sidelight cannot manage them on, told by the server's usual port
 * (llama.cpp 8080, LM Studio 1234, vLLM 8000), or in general for any other OpenAI-compatible server.
 */
export function serverModelHelp(baseUrl: string): string {
  let port = '';
  try {
    port = new URL(baseUrl).port;
  } catch {
    /* no URL yet */
  }
  switch (port) {
    case '8080':
      return t('modelsHelpLlamacpp');
    case '1234':
      return t('modelsHelpLmStudio');
    case '8000':
      return t('modelsHelpVllm');
    default:
      return t('modelsHelpOther');
  }
}
