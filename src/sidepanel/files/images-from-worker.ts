import { toSidelightError } from '../../core/errors';
import { errorText } from '../../shared/error-text';
import { t } from '../../shared/i18n';
import { handleMessages, sendMessage, type ImageBytes } from '../../shared/messages';
import { attachError } from '../state/composer-state';
import { attachImages } from './attach-images';

function toBlob(image: ImageBytes): { blob: Blob; name: string } {
  const binary = atob(image.base64);
  return { blob: new Blob([Uint8Array.from(binary, (c) => c.charCodeAt(0))]), name: image.name };
}

/** “Attach a screenshot of this page”: the worker captures the active tab, the panel attaches it like a pasted image. */
export async function attachScreenshot(): Promise<void> {
  attachError.value = '';
  try {
    await attachImages([toBlob(await sendMessage('capture-visible-tab', {}))]);
  } catch (err) {
    attachError.value = t('errAttachScreenshot', errorText(toSidelightError(err)));
  }
}

/** Images from “Ask about this image”: one may be waiting from before the panel opened, more can arrive while it is open. */
export function listenForImages(): () => void {
  sendMessage('take-pending-image', {})
    .then((image) => image && attachImages([toBlob(image)]))
    .catch(() => {});
  return handleMessages({ 'image-ready': (image) => attachImages([toBlob(image)]) });
}

/** Images pasted into the message box (a copied screenshot, “Copy image”); text pastes are left to the box. */
export function pastedImages(e: ClipboardEvent): void {
  const files = [...(e.clipboardData?.files ?? [])].filter((f) => f.type.startsWith('image/'));
  if (files.length === 0) return;
  e.preventDefault();
  void attachImages(files.map((f) => ({ blob: f, name: f.name || 'pasted-image.png' })));
}
