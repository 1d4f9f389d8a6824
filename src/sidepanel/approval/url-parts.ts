/**
 * A URL cut where the eye needs it: everything before the host (scheme, and any `user@` that makes
 * `https://known.example@evil.example/` look like known.example), the host the request goes to, and
 * the rest. Cut from the parser's own href, so what is shown is exactly what would be requested.
 */
export function urlParts(url: string): { before: string; host: string; after: string } {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return { before: '', host: '', after: url };
  }
  const userinfo = u.username || u.password ? `${u.username}${u.password ? `:${u.password}` : ''}@` : '';
  const before = `${u.protocol}//${userinfo}`;
  return { before, host: u.host, after: u.href.slice(before.length + u.host.length) };
}
