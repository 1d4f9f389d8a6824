/**
 * URLs the model has actually been shown (results pages, opened pages' links, the user's own words).
 * A URL outside this set was made up by the model; it may still be opened, but the UI flags it.
 */
export class KnownUrls {
  private readonly urls = new Set<string>();

  add(url: string): void {
    const key = normalizeUrl(url);
    if (key) this.urls.add(key);
  }

  addFromText(text: string): void {
    for (const m of text.matchAll(/\bhttps?:\/\/[^\s<>"'`【】)\]]+/gi)) this.add(m[0].replace(/[.,;:!?]+$/, ''));
  }

  has(url: string): boolean {
    const key = normalizeUrl(url);
    return key !== undefined && this.urls.has(key);
  }
}

/** Scheme and host case, the fragment and a trailing slash do not make a different page. */
function normalizeUrl(url: string): string | undefined {
  try {
    const u = new URL(url);
    u.hash = '';
    return u.href.replace(/\/$/, '');
  } catch {
    return undefined;
  }
}
