import { imageNameFrom, imageSource } from '../core/image/image-source';
import { notAnImageError } from '../core/image/image-type';
import { fetchPage } from '../core/net/fetch-page';
import { sendMessage, type ImageBytes } from '../shared/messages';
import { loadSettings } from '../shared/settings-store';
import { createHopGuard } from './net-guard/hop-guard';
import { panelHandoff } from './panel-handoff';

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

/** The image of a menu item, until the side panel takes it (`take-pending-image`), like the pages of the others (attachments.ts). */
const pendingImage = panelHandoff<ImageBytes>('pendingImage', (image) => sendMessage('image-ready', image));

export const deliverImage = (image: ImageBytes): Promise<void> => pendingImage.deliver(image);
export const takePendingImage = (): Promise<ImageBytes | null> => pendingImage.take();
