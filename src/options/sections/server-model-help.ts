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
      return 'A llama.cpp server runs the model file it was started with: download a GGUF file (for example from Hugging Face), then restart with `llama-server -m model.gguf --jinja`.';
    case '1234':
      return 'LM Studio manages its models: download them in its Discover tab (or `lms get MODEL`), then load one in the Developer tab.';
    case '8000':
      return 'vLLM serves the model it was started with: restart it with `vllm serve MODEL --enable-auto-tool-choice --tool-call-parser hermes` to change it.';
    default:
      return 'This server manages its own models; add or load them with its own tools. Sidelight lists what it reports under Model endpoint → Test connection.';
  }
}
