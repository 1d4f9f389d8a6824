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

/** One of the listed values, or undefined when absent; anything else is a message for the model. */
export function optionalEnum<T extends string>(args: Record<string, unknown>, key: string, allowed: readonly T[]): T | undefined {
  const v = args[key];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'string' && (allowed as readonly string[]).includes(v.trim().toLowerCase())) return v.trim().toLowerCase() as T;
  throw new ArgumentError(`\`${key}\` must be one of ${allowed.join(', ')}, got ${JSON.stringify(v)}.`);
}

/** A list of domain names, given as an array or a comma-separated string (both seen from local models). */
export function optionalDomains(args: Record<string, unknown>, key: string): string[] | undefined {
  const v = args[key];
  if (v === undefined || v === null || v === '') return undefined;
  const items = typeof v === 'string' ? v.split(',') : Array.isArray(v) ? v : null;
  if (!items || !items.every((d) => typeof d === 'string')) throw new ArgumentError(`\`${key}\` must be a list of domain names such as ["example.com"].`);
  const domains = (items as string[])
    .map((d) => d.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/\/.*$/, ''))
    .filter(Boolean);
  const bad = domains.find((d) => !/^[a-z0-9.-]+\.[a-z0-9-]+$/.test(d));
  if (bad !== undefined) throw new ArgumentError(`\`${key}\`: "${bad}" is not a domain name such as example.com.`);
  return domains.length > 0 ? domains : undefined;
}
