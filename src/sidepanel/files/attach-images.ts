import { downscaledSize, MAX_PNG_BYTES, sendAs } from '../../core/image/image-size';
import { notAnImageError, sniffImageType } from '../../core/image/image-type';
import { toSidelightError } from '../../core/errors';
import { errorText } from '../../shared/error-text';
import { t } from '../../shared/i18n';
import { attachError } from '../state/composer-state';
import type { TurnImage } from '../conversation/types';
import { attachedImages } from './image-state';

/** Base64 of a blob, in chunks (String.fromCharCode on millions of bytes at once overflows the stack). */
async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The copy for the model: decoded (a GIF's first frame), drawn at the downscaled size in an
 * OffscreenCanvas and encoded as PNG or JPEG (image-size.ts). Drawing also drops the file's metadata
 * (EXIF location, camera), which the model has no need of.
 */
export async function imageForModel(file: Blob, name: string): Promise<TurnImage> {
  const type = sniffImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!type) throw notAnImageError(name);
  const bitmap = await createImageBitmap(file).catch((err: unknown) => {
    throw notAnImageError(name, err);
  });
  try {
    const { width, height } = downscaledSize(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d')!;
    let mediaType = sendAs(type);
    if (mediaType === 'image/jpeg') {
      // JPEG has no transparency: a transparent area would turn black.
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, width, height);
    }
    ctx.drawImage(bitmap, 0, 0, width, height);
    let blob = await canvas.convertToBlob({ type: mediaType, quality: 0.9 });
    if (mediaType === 'image/png' && blob.size > MAX_PNG_BYTES) {
      ctx.globalCompositeOperation = 'destination-over';
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, width, height);
      mediaType = 'image/jpeg';
      blob = await canvas.convertToBlob({ type: mediaType, quality: 0.9 });
    }
    return { id: crypto.randomUUID(), sent: { name, mediaType, base64: await base64Of(blob) }, width, height, original: file };
  } finally {
    bitmap.close();
  }
}

/** The model tells images apart by name, so a second `image.png` (pasted twice) becomes `image (2).png`. */
function uniqueName(name: string, taken: readonly string[]): string {
  if (!taken.includes(name)) return name;
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n++) if (!taken.includes(`${stem} (${n})${ext}`)) return `${stem} (${n})${ext}`;
}

/** Adds images to the next message; one that cannot be read is named, the others are still attached. */
export async function attachImages(files: Iterable<{ blob: Blob; name: string }>): Promise<void> {
  const problems: string[] = [];
  for (const { blob, name } of files) {
    try {
      const image = await imageForModel(blob, uniqueName(name, attachedImages.value.map((i) => i.sent.name)));
      attachedImages.value = [...attachedImages.value, image];
    } catch (err) {
      problems.push(t('errAttachFile', name, errorText(toSidelightError(err))));
    }
  }
  if (problems.length) attachError.value = [attachError.value, ...problems].filter(Boolean).join(' ');
}

export function removeImage(id: string): void {
  attachedImages.value = attachedImages.value.filter((i) => i.id !== id);
}
