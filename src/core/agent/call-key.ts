import type { BrowserSession } from '../browser/browser-session';
import type { ToolCall } from '../model/types';

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    return `{${Object.keys(obj)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable(obj[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Identity of a call for repeat detection. Calls that default to the current page (find, open by
 * link id or scrolling) mean something new once the current page has changed — find-next is exactly
 * that — so the current cursor is part of their identity.
 */
export function callKey(call: ToolCall, session: BrowserSession): string {
  const args = stable(call.arguments);
  const dependsOnCurrent =
    (call.name === 'browser.find' || (call.name === 'browser.open' && typeof call.arguments.id !== 'string')) && call.arguments.cursor === undefined;
  return `${call.name} ${args}${dependsOnCurrent ? ` @${session.current}` : ''}`;
}
