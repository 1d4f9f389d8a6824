import { SidelightError, userText } from '../errors';

/** The image formats Sidelight reads: what browsers decode everywhere and what users paste (a GIF gives its first frame). */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

/**
 * The format by the file's first bytes, not its name or the type the sender claimed: a renamed file
 * or a server's wrong Content-Type is still read right, and anything else is refused by name.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  const at = (offset: number, ...sig: number[]) => sig.every((b, i) => bytes[offset + i] === b);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  if (at(0, 0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  return undefined;
}

/** Whether a picked or dropped file is meant as an image (by its type or name): it goes to the image path, not the document one. */
export function looksLikeImageFile(name: string, type: string): boolean {
  return /^image\//i.test(type) || /\.(png|jpe?g|webp|gif)$/i.test(name);
}

/** A file given as an image that is none of the four formats (or does not decode). */
export function notAnImageError(name: string, cause?: unknown): SidelightError {
  return new SidelightError('unsupported-type', `“${name}” is not a PNG, JPEG, WebP or GIF image.`, {
    hint: 'Attach a PNG, JPEG, WebP or GIF image.',
    cause,
    userMessage: userText('errNotAnImage', name),
    userHint: userText('hintImageTypes'),
  });
}
