/**
 * The site's domain: its last two labels, three under a country's second level ("bbc.co.uk",
 * "abc.net.au"), so that video.foxbusiness.com and www.foxbusiness.com are one site.
 */
export function siteOf(host: string): string {
  const labels = host.toLowerCase().split('.');
  const countrySecondLevel = labels.length > 2 && labels.at(-1)!.length === 2 && labels.at(-2)!.length <= 3;
  return labels.slice(countrySecondLevel ? -3 : -2).join('.');
}

export function parseUrl(href: string, base?: string): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

/** A web page of the same site as `page`, `page` itself included. */
export function isPageOfSite(href: string, page: URL): boolean {
  const target = parseUrl(href, page.href);
  return target !== null && /^https?:$/.test(target.protocol) && siteOf(target.hostname) === siteOf(page.hostname);
}

/** A web page of the same site other than `page` itself (an anchor on the page is not one). */
export function isOtherPageOfSite(href: string, page: URL): boolean {
  const target = parseUrl(href, page.href);
  if (!target || target.origin + target.pathname === page.origin + page.pathname) return false;
  return isPageOfSite(href, page);
}
