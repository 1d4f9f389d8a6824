import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';

/**
 * The id Chromium gives an unpacked extension loaded from `dir`: the first 128 bits of the SHA-256
 * of its absolute path, each hex digit written as a letter a–p (Chromium's
 * crx_file::id_util::GenerateIdForPath). Lets `npm start` open the welcome page by URL.
 */
export function unpackedExtensionId(dir: string): string {
  const path = realpathSync(dir).replace(/\/+$/, '');
  const hex = createHash('sha256').update(path).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('');
}
