/**
 * Bytes to text as a browser decodes a page (WHATWG Encoding "decode" and HTML's encoding sniffing,
 * simplified): a byte-order mark wins, then the Content-Type charset, then (HTML) a `<meta charset>`
 * or `<meta http-equiv="Content-Type">` in the first 1024 bytes; else UTF-8.
 *
 * `utf8Wins` (files read from disk, which have no Content-Type): bytes that are valid UTF-8 with
 * non-ASCII in them are UTF-8 whatever the meta says. Saved and converted pages keep their original
 * `<meta charset>` after being re-encoded as UTF-8; valid UTF-8 is all but impossible by chance in a
 * legacy encoding, so this reads them right and changes nothing else.
 */
export interface Decoded {
  text: string;
  /** The encoding used, by its WHATWG name (`utf-8`, `windows-1252`, `gbk`, …). */
  charset: string;
}

const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i;

export function decodeBytes(bytes: Uint8Array, contentType: string | undefined, opts: { html: boolean; utf8Wins?: boolean }): Decoded {
  const bom = bomCharset(bytes);
  if (bom) return decodeAs(bytes, bom);
  const declared = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  if (declared) return decodeAs(bytes, declared);
  if (opts.utf8Wins) {
    const utf8 = strictUtf8(bytes);
    if (utf8 !== null && hasNonAscii(bytes)) return { text: utf8, charset: 'utf-8' };
  }
  if (opts.html) {
    const meta = META_CHARSET.exec(new TextDecoder('latin1').decode(bytes.subarray(0, 1024)))?.[1];
    // HTML: a meta that claims UTF-16 in bytes that have no BOM means UTF-8.
    if (meta) return decodeAs(bytes, /^utf-?16/i.test(meta) ? 'utf-8' : meta);
  }
  return decodeAs(bytes, 'utf-8');
}

function bomCharset(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return null;
}

/** Decodes with `label`, or UTF-8 when the label names no encoding this runtime knows. */
function decodeAs(bytes: Uint8Array, label: string): Decoded {
  try {
    const decoder = new TextDecoder(label);
    return { text: decoder.decode(bytes), charset: decoder.encoding };
  } catch {
    return { text: new TextDecoder('utf-8').decode(bytes), charset: 'utf-8' };
  }
}

function strictUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function hasNonAscii(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i]! > 0x7f) return true;
  return false;
}
