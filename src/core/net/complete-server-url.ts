/**
 * A server address as people type it, made into a URL: `localhost:11434`, `127.0.0.1:8080/v1` or
 * `gpu-box.lan:1234` get `http://`, as Ollama's own client does with OLLAMA_HOST (envconfig/config.go,
 * Host(): no "://" means scheme http). Trailing slashes go. Anything that would still not be an
 * http(s) address with a host is returned as typed (trimmed), so validation can say what is wrong
 * with what the person wrote rather than with a guess.
 */
export function completeServerUrl(typed: string): string {
  const value = typed.trim().replace(/\/+$/, '');
  if (value === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return value;
  // A host, optionally with port and path; no spaces, no userinfo, not another scheme (mailto:x).
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(:\d{1,5})?(\/\S*)?$/i.test(value.replace(/^\/\//, ''))) return value;
  const completed = `http://${value.replace(/^\/\//, '')}`;
  try {
    return new URL(completed).hostname ? completed : value;
  } catch {
    return value;
  }
}
