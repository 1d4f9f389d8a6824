import { stopped } from '../errors';
import type { BrowserTool, ToolContext } from '../browser/tools';
import type { ToolCall } from '../model/types';
import { callKey } from './call-key';

export interface StepState {
  /** call key → the step that first made it. */
  seen: Map<string, number>;
}

/**
 * Runs one tool call and returns the text the model reads. Unknown tools, unreadable arguments and
 * repeats are answered with an `Error:` hint rather than run; only Stop escapes as an exception.
 */
export async function runToolStep(call: ToolCall, tools: readonly BrowserTool[], ctx: ToolContext, state: StepState): Promise<string> {
  if (ctx.signal.aborted) throw stopped(ctx.signal.reason);
  ctx.emit({ type: 'tool-call', step: ctx.step, name: call.name, arguments: call.arguments });
  const fail = (message: string) => {
    ctx.emit({ type: 'tool-error', step: ctx.step, name: call.name, message });
    return `Error: ${message}`;
  };
  const tool = tools.find((t) => t.spec.name === call.name);
  if (!tool) return fail(`there is no tool named "${call.name}"; the tools are ${tools.map((t) => t.spec.name).join(', ')}.`);
  if (call.argumentsError) return fail(`${call.argumentsError}. Send the arguments as a JSON object.`);
  const key = callKey(call, ctx.session);
  const earlier = state.seen.get(key);
  if (earlier !== undefined) {
    return fail(
      `you already made this exact call at step ${earlier}; its result is above. Do not repeat it: try a different query or page, use browser.find, or answer with what you have.`,
    );
  }
  state.seen.set(key, ctx.step);
  return tool.run(call.arguments, ctx);
}
