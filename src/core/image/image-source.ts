import { SidelightError, userText } from '../errors';
import { checkUrl } from '../net/url-policy';

/** Where “Ask about this image” gets the image: decoded from a data: URL, or fetched from a public http(s) address. */
export type ImageSource = { kind: 'data'; bytes: Uint8Array } | { kind: 'fetch'; url: string };

export function imageAddressError(url: string): SidelightError {
  const shown = url.length > 120 ? `${url.slice(0, 120)}…` : url;
  return new SidelightError('refused-url', `Sidelight does not fetch this image (${shown}): only images on public http(s) addresses and images written into the page are read.`, {
    hint: 'Save the image and attach it, or attach a screenshot of the page.',
    userMessage: userText('errImageAddress', shown),
    userHint: userText('hintSaveImageOrScreenshot'),
  });
}

function decodeDataUrl(url: string): Uint8Array {
  const comma = url.indexOf(',');
  const head = url.slice(5, comma);
  const payload = url.slice(comma + 1);
  if (/;base64$/i.test(head)) {
    const binary = atob(decodeURIComponent(payload).replace(/\s+/g, ''));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  }
  return new TextEncoder().encode(decodeURIComponent(payload));
}

/**
 * The menu's image address, judged like an address the model asks for: the page chose it, not the
 * user, so a hostile page could point it at the router or a metadata service. Only public http(s)
 * (and local hosts the user allowed) are fetched, without cookies (core/net/fetch-page.ts); a data:
 * URL is decoded here. blob: and other schemes are the page's own and are not reachable from the worker.
 */
export function imageSource(srcUrl: string, allowedLocalHosts: string[]): ImageSource {
  if (/^data:/i.test(srcUrl) && srcUrl.includes(',')) {
    try {
      return { kind: 'data', bytes: decodeDataUrl(srcUrl) };
    } catch {
      throw imageAddressError(srcUrl);
    }
  }
  if (!/^https?:/i.test(srcUrl) || !checkUrl(srcUrl, { origin: 'model', allowedLocalHosts }).ok) throw imageAddressError(srcUrl);
  return { kind: 'fetch', url: srcUrl };
}

/** A name for the image: the last part of its path (what “Save image as” would offer), else `image`. */
export function imageNameFrom(srcUrl: string): string {
  if (/^data:/i.test(srcUrl)) return 'image';
  try {
    const last = decodeURIComponent(new URL(srcUrl).pathname.split('/').pop() ?? '');
    return last.trim().slice(0, 80) || 'image';
  } catch {
    return 'image';
  }
}
