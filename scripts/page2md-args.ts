/** Command-line arguments of page2md, parsed without side effects so they can be tested. */
export interface Page2mdArgs {
  files: string[];
  url?: string;
  json: boolean;
  start: number;
  words: number;
}

export type ParsedArgs = { ok: true; args: Page2mdArgs } | { ok: false; message: string };

export const USAGE = 'usage: page2md FILE... [--url URL] [--json] [--start N] [--words N]';

export function parseArgs(argv: readonly string[], defaults: { words: number }): ParsedArgs {
  const args: Page2mdArgs = { files: [], json: false, start: 1, words: defaults.words };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const [flag, inline] = a.startsWith('--') && a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    const value = (): string | null => {
      if (inline !== undefined) return inline;
      const v = argv[i + 1];
      if (v === undefined || v.startsWith('--')) return null;
      i++;
      return v;
    };
    switch (flag) {
      case '--json':
        args.json = true;
        break;
      case '--url': {
        const v = value();
        if (v === null) return { ok: false, message: '--url needs a URL' };
        try {
          args.url = new URL(v).href;
        } catch {
          return { ok: false, message: `--url: “${v}” is not an absolute URL` };
        }
        break;
      }
      case '--start':
      case '--words': {
        const v = value();
        const n = v === null ? NaN : Number(v);
        if (!Number.isInteger(n) || n < 1) return { ok: false, message: `${flag} needs a whole number of at least 1` };
        if (flag === '--start') args.start = n;
        else args.words = n;
        break;
      }
      case '--help':
      case '-h':
        return { ok: false, message: USAGE };
      default:
        if (a.startsWith('--')) return { ok: false, message: `unknown option ${a}` };
        args.files.push(a);
    }
  }
  if (args.files.length === 0) return { ok: false, message: 'no file given' };
  return { ok: true, args };
}

/** The Content-Type a file's extension implies; bodies of unknown kinds are sniffed. */
export function contentTypeFor(file: string): string | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase();
  const types: Record<string, string> = {
    html: 'text/html',
    htm: 'text/html',
    xhtml: 'application/xhtml+xml',
    pdf: 'application/pdf',
    json: 'application/json',
    md: 'text/markdown',
    markdown: 'text/markdown',
    txt: 'text/plain',
    csv: 'text/csv',
  };
  return ext ? types[ext] : undefined;
}
