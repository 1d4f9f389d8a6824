/**
 * Reads the small part of Python that "pythonic" tool calls use: `name(key=value, …)` where values are
 * literals — strings ('…', "…", triple-quoted), numbers, True/False/None, lists, tuples and dicts —
 * as in vLLM's tool_parsers/pythonic_tool_parser.py (which uses Python's `ast`) and Ollama's
 * model/parsers/olmo3.go. Streaming-safe: running out of input is `Incomplete`, never a syntax error,
 * unless the stream has ended; so a verdict never changes as more text arrives.
 */

export interface PyCall {
  /** The callee as written, dots included (`browser.search`, `default_api.x`). */
  name: string;
  args: Record<string, unknown>;
  /** Set when the call had positional arguments, which tools cannot take. */
  positional?: number;
}

/** Thrown when the text ends before the construct does (and the stream has not ended). */
export class Incomplete {}
/** One shared instance: running out of input is routine while streaming and must cost nothing. */
const INCOMPLETE = new Incomplete();
/** Thrown on text that is not a call; `at` is where reading failed. */
export class PySyntaxError extends Error {
  constructor(
    message: string,
    readonly at: number,
  ) {
    super(message);
  }
}

const IDENT_START = /[A-Za-z_]/;
const IDENT = /[A-Za-z0-9_]/;
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/;
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', '0': '\0', b: '\b', f: '\f' };

export class PyReader {
  constructor(
    readonly s: string,
    public i: number,
    readonly final: boolean,
  ) {}

  private end(): never {
    if (this.final) throw new PySyntaxError('the call ends too early', this.i);
    throw INCOMPLETE;
  }

  private fail(what: string): never {
    throw new PySyntaxError(`${what} at \`${this.s.slice(this.i, this.i + 24)}\``, this.i);
  }

  /** Skips whitespace; needs one more character to exist. */
  peek(): string {
    while (this.i < this.s.length && /\s/.test(this.s[this.i]!)) this.i++;
    if (this.i >= this.s.length) this.end();
    return this.s[this.i]!;
  }

  expect(c: string): void {
    if (this.peek() !== c) this.fail(`expected "${c}"`);
    this.i++;
  }

  /** A possibly dotted identifier; one that reaches the end of the text may still be growing. */
  name(): string {
    this.peek();
    const start = this.i;
    if (!IDENT_START.test(this.s[this.i]!)) this.fail('expected a name');
    for (;;) {
      while (this.i < this.s.length && IDENT.test(this.s[this.i]!)) this.i++;
      if (this.i >= this.s.length) this.end();
      if (this.s[this.i] === '.' && IDENT_START.test(this.s[this.i + 1] ?? (this.final ? '' : 'x'))) {
        if (this.i + 1 >= this.s.length) this.end();
        this.i++;
        continue;
      }
      return this.s.slice(start, this.i);
    }
  }

  /** `name(args)`; the name is read by the caller when it has to be checked first. */
  callArgs(name: string): PyCall {
    this.expect('(');
    const args: Record<string, unknown> = {};
    let positional = 0;
    while (this.peek() !== ')') {
      const at = this.i;
      const rest = this.s.slice(at, at + 200);
      // A name at the end of the text may still turn into `key=` (or `key==`, which is no keyword).
      if (at + rest.length === this.s.length && /^[A-Za-z_]\w*\s*=?$/.test(rest)) this.end();
      const kw = /^[A-Za-z_]\w*\s*=(?!=)/.exec(rest);
      if (kw) {
        const key = kw[0].slice(0, kw[0].indexOf('=')).trim();
        this.i = at + kw[0].length;
        args[key] = this.value();
      } else {
        this.value();
        positional++;
      }
      if (this.peek() === ',') this.i++;
      else if (this.peek() !== ')') this.fail('expected "," or ")"');
    }
    this.i++;
    return positional ? { name, args, positional } : { name, args };
  }

  value(): unknown {
    const c = this.peek();
    if (c === '"' || c === "'") return this.string();
    if (c === '[' || c === '(') return this.sequence(c === '[' ? ']' : ')');
    if (c === '{') return this.dict();
    if (c === '-' || c === '.' || (c >= '0' && c <= '9')) return this.number();
    if (IDENT_START.test(c)) {
      const start = this.i;
      while (this.i < this.s.length && IDENT.test(this.s[this.i]!)) this.i++;
      if (this.i >= this.s.length) this.end();
      const word = this.s.slice(start, this.i);
      if (word === 'True' || word === 'true') return true;
      if (word === 'False' || word === 'false') return false;
      if (word === 'None' || word === 'null') return null;
      this.i = start;
      this.fail('expected a literal value');
    }
    this.fail('expected a value');
  }

  private number(): number {
    const m = NUMBER.exec(this.s.slice(this.i, this.i + 64));
    if (!m) this.fail('expected a number');
    this.i += m[0].length;
    if (this.i >= this.s.length) this.end();
    return Number(m[0]);
  }

  private string(): string {
    const q = this.s[this.i]!;
    const s = this.s;
    // `""` could still become `"""`: decide only with the third character in sight.
    if (s.length - this.i < 3 && !this.final) throw INCOMPLETE;
    const triple = s.startsWith(q.repeat(3), this.i);
    const close = triple ? q.repeat(3) : q;
    let i = this.i + close.length;
    let out = '';
    for (;;) {
      if (i >= s.length) {
        this.i = i;
        this.end();
      }
      const ch = s[i]!;
      if (ch === '\\') {
        if (i + 1 >= s.length) {
          this.i = i;
          this.end();
        }
        const e = s[i + 1]!;
        if (e === 'u' || e === 'x') {
          const n = e === 'u' ? 4 : 2;
          if (i + 2 + n > s.length) {
            this.i = i;
            this.end();
          }
          const hex = s.slice(i + 2, i + 2 + n);
          if (/^[0-9a-fA-F]+$/.test(hex) && hex.length === n) {
            out += String.fromCharCode(parseInt(hex, 16));
            i += 2 + n;
            continue;
          }
        }
        if (e === '\n') {
          i += 2;
          continue;
        }
        out += ESCAPES[e] ?? `\\${e}`;
        i += 2;
        continue;
      }
      if (s.startsWith(close, i)) {
        this.i = i + close.length;
        return out;
      }
      if (!triple && ch === '\n') {
        this.i = i;
        this.fail('a string is not closed on its line');
      }
      // A lone quote near the end might be the start of the closing triple quote.
      if (triple && ch === q && s.length - i < 3 && !this.final) throw INCOMPLETE;
      out += ch;
      i++;
    }
  }

  private sequence(close: string): unknown[] {
    this.i++;
    const out: unknown[] = [];
    while (this.peek() !== close) {
      out.push(this.value());
      if (this.peek() === ',') this.i++;
      else if (this.peek() !== close) this.fail(`expected "," or "${close}"`);
    }
    this.i++;
    return out;
  }

  private dict(): Record<string, unknown> {
    this.i++;
    const out: Record<string, unknown> = {};
    while (this.peek() !== '}') {
      const key = this.value();
      this.expect(':');
      out[typeof key === 'string' ? key : JSON.stringify(key)] = this.value();
      if (this.peek() === ',') this.i++;
      else if (this.peek() !== '}') this.fail('expected "," or "}"');
    }
    this.i++;
    return out;
  }
}

/**
 * Where a bracketed construct that starts at `at` (`[` or `(`) ends, skipping quoted strings; -1 when
 * it has not ended yet. Used to consume a malformed pythonic call whole.
 */
export function bracketEnd(s: string, at: number): number {
  let depth = 0;
  let quote = '';
  for (let i = at; i < s.length; i++) {
    const c = s[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '(' || c === '{') depth++;
    else if (c === ']' || c === ')' || c === '}') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}
