/** Argument readers that turn the shapes local models actually send into values or a message for them. */

export class ArgumentError extends Error {}

export function requiredString(args: Record<string, unknown>, key: string): string {
  const v = args[key];
  if (typeof v !== 'string' || v.trim() === '') throw new ArgumentError(`\`${key}\` is required and must be a non-empty string.`);
  return v.trim();
}

/** Integers may arrive as numbers or numeric strings; absent, null and -1 mean “not given”. */
export function optionalInt(args: Record<string, unknown>, key: string, opts: { min?: number; max?: number } = {}): number | undefined {
  let v = args[key];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v)) v = Number(v);
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new ArgumentError(`\`${key}\` must be a number, got ${JSON.stringify(v)}.`);
  const n = Math.trunc(v);
  if (n === -1) return undefined;
  if (opts.min !== undefined && n < opts.min) throw new ArgumentError(`\`${key}\` must be at least ${opts.min}, got ${n}.`);
  if (opts.max !== undefined && n > opts.max) throw new ArgumentError(`\`${key}\` must be at most ${opts.max}, got ${n}.`);
  return n;
}

export function httpUrl(text: string): string {
  try {
    const u = new URL(text);
    if (u.protocol === 'http:' || u.protocol === 'https:') return u.href;
  } catch {
    /* reported below */
  }
  throw new ArgumentError(`"${text.slice(0, 200)}" is not a full http(s) URL.`);
}
