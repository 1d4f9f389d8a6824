import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** One axe-core finding, reduced to what a failing assertion should print. */
export interface AxeFinding {
  rule: string;
  impact: string | null;
  nodes: { target: string; summary: string }[];
}

const require = createRequire(import.meta.url);
let source: Promise<string> | undefined;

/**
 * Runs axe-core (the WCAG 2.x A/AA rules and its best practices, colour contrast included) on what the
 * page shows now. The script is evaluated through the DevTools protocol, which the extension pages'
 * CSP (script-src 'self') does not apply to, so nothing is added to the built extension.
 */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  source ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  const script = await source;
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(script);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[]; failureSummary?: string }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: (n.failureSummary ?? '').replace(/\s+/g, ' ') })),
    }));
  });
}
