import type { ToolCall } from '../types';
import { excerpt } from './scanning';
import { makeCall, resolveToolName, unknownToolMessage } from './tool-names';

class GemmaSyntaxError extends Error {}

/**
 * Reads Gemma's call syntax, `call:name{key:value,…}`, where strings sit between a delimiter token
 * and are taken raw (Gemma 4 `<|"|>`, FunctionGemma `<escape>`), keys are bare, and other values are
 * JSON-like numbers, booleans, null, lists and objects (Ollama model/parsers/gemma4.go and
 * functiongemma.go).
 */
class GemmaArgs {
  i = 0;
  constructor(
    readonly s: string,
    readonly quote: string,
  ) {}

  private space(): void {
    while (this.i < this.s.length && /\s/.test(this.s[this.i]!)) this.i++;
  }

  private fail(what: string): never {
    throw new GemmaSyntaxError(`${what} at ${excerpt(this.s.slice(this.i, this.i + 30))}`);
  }

  object(): Record<string, unknown> {
    this.space();
    if (this.s[this.i] !== '{') this.fail('expected "{"');
    this.i++;
    const out: Record<string, unknown> = {};
    for (;;) {
      this.space();
      if (this.s[this.i] === '}') {
        this.i++;
        return out;
      }
      const key = this.key();
      this.space();
      if (this.s[this.i] !== ':') this.fail('expected ":"');
      this.i++;
      out[key] = this.value();
      this.space();
      if (this.s[this.i] === ',') this.i++;
      else if (this.s[this.i] !== '}') this.fail('expected "," or "}"');
    }
  }

  private key(): string {
    if (this.s.startsWith(this.quote, this.i)) return this.string();
    if (this.s[this.i] === '"') return this.jsonString();
    const m = /^[^:{}[\],\s]+/.exec(this.s.slice(this.i));
    if (!m) this.fail('expected a key');
    this.i += m[0].length;
    return m[0];
  }

  private string(): string {
    const from = this.i + this.quote.length;
    const end = this.s.indexOf(this.quote, from);
    if (end < 0) this.fail('a string is not closed');
    this.i = end + this.quote.length;
    return this.s.slice(from, end);
  }

  private jsonString(): string {
    const m = /^"(?:[^"\\]|\\.)*"/.exec(this.s.slice(this.i));
    if (!m) this.fail('a string is not closed');
    this.i += m[0].length;
    return JSON.parse(m[0]) as string;
  }

  value(): unknown {
    this.space();
    const c = this.s[this.i];
    if (this.s.startsWith(this.quote, this.i)) return this.string();
    if (c === '"') return this.jsonString();
    if (c === '{') return this.object();
    if (c === '[') {
      this.i++;
      const out: unknown[] = [];
      for (;;) {
        this.space();
        if (this.s[this.i] === ']') {
          this.i++;
          return out;
        }
        out.push(this.value());
        this.space();
        if (this.s[this.i] === ',') this.i++;
        else if (this.s[this.i] !== ']') this.fail('expected "," or "]"');
      }
    }
    const m = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)(?![\w.])/.exec(this.s.slice(this.i));
    if (!m) this.fail('expected a value');
    this.i += m[0].length;
    return JSON.parse(m[0]) as unknown;
  }
}

export function callsFromGemmaSyntax(body: string, tools: readonly string[], quote: string): { calls: ToolCall[] } | { error: string } {
  const m = /^\s*call:([^{\s]+)\s*/.exec(body);
  if (!m) return { error: `expected call:<tool>{…}, found ${excerpt(body)}` };
  const name = resolveToolName(m[1]!, tools);
  if (!name) return { error: unknownToolMessage(m[1]!, tools) };
  const p = new GemmaArgs(body, quote);
  p.i = m[0].length;
  try {
    const args = p.object();
    if (body.slice(p.i).trim()) return { error: `unexpected text after the arguments: ${excerpt(body.slice(p.i))}` };
    return { calls: [makeCall(name, args)] };
  } catch (err) {
    if (err instanceof GemmaSyntaxError) return { error: `in the call to ${name}: ${err.message}` };
    throw err;
  }
}
