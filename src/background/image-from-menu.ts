import { imageNameFrom, imageSource } from '../core/image/image-source';
import { notAnImageError } from '../core/image/image-type';
import { fetchPage } from '../core/net/fetch-page';
import { sendMessage, type ImageBytes } from '../shared/messages';
import { loadSettings } from '../shared/settings-store';
import { createHopGuard } from './net-guard/hop-guard';

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The image of “Ask about this image”. The worker fetches it rather than reading it out of the page:
 * a script in the page could swap what it hands over, and a cross-origin image cannot be read from a
 * canvas there anyway. The fetch follows the rules of the model's opens (the page chose the address):
 * public addresses only, each redirect hop checked, no cookies or HTTP auth, the page size cap.
 */
export async function imageFromMenu(srcUrl: string, signal: AbortSignal): Promise<ImageBytes> {
  const { browsing } = await loadSettings();
  const source = imageSource(srcUrl, browsing.allowedLocalHosts);
  const name = imageNameFrom(srcUrl);
  if (source.kind === 'data') return { name, base64: toBase64(source.bytes) };
  const guard = createHopGuard({ origin: 'model', allowedLocalHosts: browsing.allowedLocalHosts });
  const fetched = await fetchPage(source.url, { timeoutMs: browsing.fetchTimeoutSeconds * 1000, signal, guard, image: true });
  // A text answer (an HTML error page, an SVG) is no image Sidelight reads.
  if (!fetched.base64) throw notAnImageError(name);
  return { name, base64: fetched.body };
}

/** Waits in session storage until the panel takes it, like the pages of the other menu items (attachments.ts). */
const KEY = 'pendingImage';

export async function deliverImage(image: ImageBytes): Promise<void> {
  await chrome.storage.session.set({ [KEY]: image }).catch(() => {
    /* over the session quota: the message below still reaches an open panel */
  });
  try {
    await sendMessage('image-ready', image);
    await chrome.storage.session.remove(KEY);
  } catch {
    // No panel listening yet: it takes the image with `take-pending-image` when it loads.
  }
}

export async function takePendingImage(): Promise<ImageBytes | null> {
  const got = (await chrome.storage.session.get(KEY)) as Record<string, ImageBytes | undefined>;
  await chrome.storage.session.remove(KEY);
  return got[KEY] ?? null;
}
