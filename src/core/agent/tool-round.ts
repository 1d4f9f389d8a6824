import type { BrowserTool, ToolContext } from '../browser/tools';
import { newCallId } from '../model/tool-arguments';
import type { ChatMessage, ToolCall } from '../model/types';
import { prefetchingEnv } from './parallel-calls';
import { runToolStep, type StepState } from './tool-step';

/**
 * A call the model wrote as text but that could not be read becomes a call whose arguments failed,
 * answered by a tool result carrying the error. The note to the model thus rides on a tool result
 * instead of a new user turn, which would make the gpt-oss and Qwen3 templates drop the turn's
 * earlier thinking and break the prompt the server has cached.
 */
export function unreadableCalls(errors: readonly string[], tools: readonly BrowserTool[]): ToolCall[] {
  const names = tools.map((t) => t.spec.name);
  return errors.map((message) => ({
    id: newCallId(),
    name: names.find((n) => message.includes(n)) ?? names[0] ?? 'tool',
    arguments: {},
    argumentsError: message,
  }));
}

/**
 * Runs one round's calls and appends each result to the conversation in call order. Independent
 * loads start together (see parallel-calls.ts); calls past the step limit are answered, not run.
 */
export async function runToolRound(
  o: {
    calls: readonly ToolCall[];
    unreadable: readonly ToolCall[];
    tools: readonly BrowserTool[];
    ctx: Omit<ToolContext, 'step'>;
    state: StepState;
    stepsBefore: number;
    maxSteps: number;
  },
  push: (m: ChatMessage) => void,
): Promise<number> {
  let steps = o.stepsBefore;
  const runnable = o.calls.slice(0, Math.max(0, o.maxSteps - steps));
  const env = prefetchingEnv(runnable, o.ctx.session, o.ctx.env, o.ctx.signal, o.ctx.settings.browsing.openWithoutAsking ?? []);
  for (const call of o.calls) {
    steps++;
    const result =
      steps > o.maxSteps
        ? `Error: the limit of ${o.maxSteps} tool steps is reached; this call was not run.`
        : await runToolStep(call, o.tools, { ...o.ctx, env, step: steps }, o.state);
    push({ role: 'tool', content: result, toolCallId: call.id, name: call.name });
  }
  for (const call of o.unreadable) {
    steps++;
    const message = call.argumentsError ?? 'the tool call could not be read';
    o.ctx.emit({ type: 'tool-error', step: steps, name: 'tool call', message });
    push({ role: 'tool', content: `Error: ${message}`, toolCallId: call.id, name: call.name });
  }
  return steps;
}
