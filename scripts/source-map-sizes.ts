/**
 * Attributes every byte of a built chunk to the source module it came from, using the chunk's source map
 * (v3: base64 VLQ `mappings`). Pure: the caller reads the files. Used by `scripts/bundle-sizes.ts`.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** One mappings segment's fields, each relative to the previous segment (VLQ, sign in the lowest bit). */
export function decodeVlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = DIGIT.get(c);
    if (digit === undefined) throw new Error(`not a base64 VLQ digit: ${c}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    out.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return out;
}

export interface SourceMapV3 {
  sources: (string | null)[];
  mappings: string;
}

/** A source's share of a chunk: its generated code, in order (for gzip estimates), and its length. */
export interface SourceShare {
  source: string;
  bytes: number;
  code: string;
}

/** Bytes no mapping covers (runtime glue, whitespace the bundler added) are counted under this name. */
export const UNMAPPED = '[unmapped]';

/**
 * Splits `code` by the source each range maps to: a segment's range runs from its column to the next
 * segment's (or the line end). Columns are UTF-16 units, as source maps count them.
 */
export function shareBySource(code: string, map: SourceMapV3): SourceShare[] {
  const parts = new Map<string, string[]>();
  const add = (source: string, text: string) => {
    if (!text) return;
    const list = parts.get(source) ?? [];
    list.push(text);
    parts.set(source, list);
  };
  const lines = code.split('\n');
  const mapLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, i) => {
    const text = i < lines.length - 1 ? `${line}\n` : line;
    const segments = (mapLines[i] ?? '').split(',').filter(Boolean);
    let column = 0;
    const starts: { column: number; source: string }[] = [];
    for (const segment of segments) {
      const fields = decodeVlq(segment);
      column += fields[0] ?? 0;
      let source = UNMAPPED;
      if (fields.length >= 4) {
        sourceIndex += fields[1]!;
        source = map.sources[sourceIndex] ?? UNMAPPED;
      }
      starts.push({ column, source });
    }
    if (starts.length === 0 || starts[0]!.column > 0) add(UNMAPPED, text.slice(0, starts[0]?.column ?? text.length));
    starts.forEach((s, k) => add(s.source, text.slice(s.column, starts[k + 1]?.column ?? text.length)));
  });
  return [...parts].map(([source, list]) => {
    const joined = list.join('');
    return { source, bytes: Buffer.byteLength(joined), code: joined };
  });
}

/** `../../node_modules/.pnpm/x/node_modules/@scope/pkg/dist/a.js` → `@scope/pkg`; project files stay paths. */
export function packageOf(source: string): string {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return source.replace(/^(\.\.\/)+/, '').replace(/^\/?/, '');
  const rest = source.slice(at + 'node_modules/'.length).split('/');
  return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
}
