import type { DocLink } from '../types';

/**
 * Quoted links as gpt-oss models were trained to read them (shared/design/browser-tools.md):
 * `【{id}†{text}†{host}】` for another host, `【{id}†{text}】` for the page's own host.
 */
export function formatLinkRef(id: number, text: string, host?: string): string {
  const label = cleanLinkText(text);
  return host ? `【${id}†${label}†${host}】` : `【${id}†${label}】`;
}

/** The 【】 and † characters delimit a quote, so they may not appear inside one; line breaks neither. */
export function cleanLinkText(text: string): string {
  return text.replace(/[【】]/g, '').replace(/†/g, '+').replace(/\s+/g, ' ').trim();
}

/** Host as shown in a quote: `www.` carries no information for the reader. */
export function displayHost(url: URL): string {
  return url.hostname.replace(/^www\./, '');
}

/** displayHost of an address given as text; '' when it is not a URL. */
export function displayHostOf(url: string): string {
  try {
    return displayHost(new URL(url));
  } catch {
    return '';
  }
}

/** Schemes whose targets cannot be opened by the browser tool; their text stays, the link goes. */
const UNOPENABLE = /^(javascript|data|blob|about|vbscript):/i;

/** Resolves `<base href>` against the page URL the way a browser does; page URL when absent or bad. */
export function resolveBase(pageUrl: string, baseHref?: string | null): string {
  if (!baseHref) return pageUrl;
  try {
    return new URL(baseHref, pageUrl).href;
  } catch {
    return pageUrl;
  }
}

/**
 * Numbers links in order of appearance. Ids count from 0 and index `links`; the same URL with the
 * same text seen twice gets one id, so a page's repeated navigation does not inflate the list.
 */
export class LinkCollector {
  readonly links: DocLink[] = [];
  private readonly pageHost: string;
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly pageUrl: string,
    private readonly baseUrl: string = pageUrl,
  ) {
    this.pageHost = displayHostOf(pageUrl);
  }

  /** True for a link to a fragment of the page itself (`#section`, or the page's URL with one). */
  isPlaceInPage(href: string): boolean {
    try {
      const target = new URL(href.trim(), this.baseUrl);
      if (!target.hash) return false;
      target.hash = '';
      const page = new URL(this.pageUrl);
      page.hash = '';
      return target.href === page.href;
    } catch {
      return false;
    }
  }

  /** Returns the quote to put in the text, or null when the link cannot be quoted (keep its text). */
  add(href: string, text: string): string | null {
    const label = cleanLinkText(text);
    if (!label) return null;
    const trimmed = href.trim();
    if (!trimmed || UNOPENABLE.test(trimmed)) return null;
    let target: URL;
    try {
      target = new URL(trimmed, this.baseUrl);
    } catch {
      return null;
    }
    const key = `${target.href}\u0000${label}`;
    let id = this.seen.get(key);
    if (id === undefined) {
      id = this.links.length;
      this.links.push({ url: target.href, text: label });
      this.seen.set(key, id);
    }
    const isWeb = target.protocol === 'http:' || target.protocol === 'https:';
    const host = isWeb ? displayHost(target) : '';
    const sameHost = !isWeb || host === this.pageHost;
    return formatLinkRef(id, label, sameHost ? undefined : host);
  }
}

/**
 * Markdown link, allowing one level of brackets in its text (`[![alt](img)](href)`) and of
 * parentheses in its URL (`/wiki/Division_(business)`).
 */
const MD_LINK = /(!?)\[((?:[^[\]]|\[[^[\]]*\])*)\]\(\s*<?((?:[^\s()<>]|\([^\s()]*\))*)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
const MD_IMAGE = /!\[([^[\]]*)\]\([^)]*\)/g;

/**
 * Quotes the links of markdown that arrives as markdown (search snippets, `.md` files, text
 * converters). Images are removed; an image inside a link lends its alt text when the link has
 * none. Code fences are left alone.
 */
export function quoteLinks(markdown: string, pageUrl: string, baseUrl?: string): { text: string; links: DocLink[] } {
  const collector = new LinkCollector(pageUrl, baseUrl ?? pageUrl);
  let inFence = false;
  const out = markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence || !line.includes('](')) return line;
    return line.replace(MD_LINK, (whole, bang: string, inner: string, href: string) => {
      if (bang) return '';
      const withoutImages = inner.replace(MD_IMAGE, '').trim();
      const text = withoutImages || (inner.match(/!\[([^[\]]*)\]/)?.[1] ?? '');
      return collector.add(href, text) ?? text;
    });
  });
  return { text: out.join('\n'), links: collector.links };
}
