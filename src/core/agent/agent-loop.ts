import type { PageDocument } from '../document/types';
import { BrowserSession } from '../browser/browser-session';
import type { BrowserEnv } from '../browser/env';
import type { AskToOpen } from '../browser/open-provenance';
import { toolsForProfile } from '../browser/tools';
import { userText, type UserText } from '../errors';
import { AdaptiveModelClient } from '../model/adaptive-client';
import type { ContextWindow } from '../model/context-window';
import type { ChatImage, ChatMessage, ModelClient } from '../model/types';
import { startModeFor, type ModelModeStore } from './model-mode-start';
import type { Citation } from './citation-types';
import { decimalMarkOf } from '../citation-check/numbers';
import { fitToBudget, promptBudget } from './context-budget';
import { attachDocuments } from './attachments';
import type { AgentSettings } from './agent-settings';
import type { AgentEvent } from './events';
import { withLiveCitations } from './live-citations';
import { answerEnd } from './answer-end';
import { roundRequest, type RoundOutput } from './model-round';
import { runRoundRetryingOnce } from './round-retry';
import { reportRound } from './round-report';
import { tokenRatio, type CutCheck } from './token-calibration';
import { messageTokens } from './token-estimate';
import { planWindow, windowAfterLoad } from './window-plan';
import { buildSystemPrompt } from './system-prompt';
import type { StepState } from './tool-step';
import { runToolRound, unreadableCalls } from './tool-round';

export interface RunAgentOptions {
  client: ModelClient;
  model: string;
  /** Earlier messages of the chat (no system prompt; it is rebuilt each time). */
  history: ChatMessage[];
  userMessage: string;
  /** Images the user sent with the message (pasted, dropped, attached, a screenshot): they go to the model with it. */
  images?: readonly ChatImage[];
  env: BrowserEnv;
  settings: AgentSettings;
  signal: AbortSignal;
  onEvent: (e: AgentEvent) => void;
  now?: Date;
  /** The model's context window if already known (skips asking the server). */
  contextLength?: number;
  /** Pages the user attached to this message: they become documents 0, 1, … before the model is asked. */
  attachments?: readonly PageDocument[];
  /** Where what was learnt about this model (tools via text, no thinking, token calibration) is kept; in memory for this answer only when absent. */
  modes?: ModelModeStore;
  /** Names the server in `modes` (its base URL); the API style when absent. */
  server?: string;
  /**
   * Every URL the conversation's earlier messages read (their search results, pages, links, attached
   * documents): the model may open these again without asking, as it may the ones this message reads.
   */
  earlierUrls?: Iterable<string>;
  /** Asks the user before the model opens an address of unknown provenance (open-provenance.ts); absent, those opens are refused. */
  askToOpen?: AskToOpen;
}

export interface AgentResult {
  /** history + the user message + everything this answer added, ready to store. */
  messages: ChatMessage[];
  /** The visible answer text (what the `token` events spelled out). */
  content: string;
  citations: Citation[];
  session: BrowserSession;
}

const FINAL_NUDGE = (n: number) =>
  `You have used all ${n} tool steps for this question. Do not call any more tools: answer the user now from what you have found, citing the lines you rely on.`;

/** How a silent cut would show in this round's count (see token-calibration.ts), or undefined where the server refuses instead. */
export function cutCheck(window: ContextWindow, ratio: number, sent: readonly ChatMessage[], grewFrom: CutCheck['grewFrom']): CutCheck | undefined {
  if (window.overflow === 'refuses') return undefined;
  // The first messages such a server leaves out: the one after the system prompt and the one after that.
  const first = Math.max(...sent.slice(1, 3).map(messageTokens), 0);
  const edge = Math.min(window.tokens * 0.1, 32 + 2 * ratio * first);
  return { window: window.tokens, edge, ...(grewFrom ? { grewFrom } : {}) };
}

/** What was cut to fit the context, as a message key for the user's language. */
export function fitNotice(window: number, shortened: number, dropped: number): UserText {
  if (shortened && dropped) return userText('noticeFitBoth', window, shortened, dropped);
  return shortened ? userText('noticeFitShortened', window, shortened) : userText('noticeFitDropped', window, dropped);
}

/**
 * One answer: the model may call tools, read their results and call again, until it answers without
 * a call. Always resolves — model failures become an `error` event with the text so far, Stop becomes
 * `done` with `stopped: true` — so the conversation is never lost.
 */
export async function runAgent(o: RunAgentOptions): Promise<AgentResult> {
  const { settings, signal, onEvent: emit } = o;
  const session = new BrowserSession([o.userMessage, ...o.history.filter((m) => m.role === 'user').map((m) => m.content)].join('\n'), o.earlierUrls);
  const tools = toolsForProfile(settings.model.toolProfile);
  const specs = tools.map((t) => t.spec);
  const images = o.images ?? [];
  const system: ChatMessage = { role: 'system', content: buildSystemPrompt({ profile: settings.model.toolProfile, now: o.now ?? new Date(), images: images.map((i) => i.name) }) };
  const conversation: ChatMessage[] = [...o.history.filter((m) => m.role !== 'system'), { role: 'user', content: o.userMessage, ...(images.length ? { images: [...images] } : {}) }];
  // Index of the current user message once the system prompt is put in front.
  const protectFrom = conversation.length;
  // Stored like any tool exchange, so the message list replays as the model saw it.
  conversation.push(...attachDocuments(o.attachments ?? [], session, settings.model.toolProfile, settings.browsing.viewWords, emit));
  const stored = () => [...conversation];
  const maxSteps = Math.max(1, settings.browsing.maxToolSteps);
  const state: StepState = { seen: new Map() };
  let content = '';
  let steps = 0;
  let forceFinal = false;
  // A model asked for the answer that only calls again is told once more, through those calls' results.
  let finalRetries = 1;

  const decimal = decimalMarkOf(settings.language);
  const end = answerEnd(session, decimal, emit);

  // Text taken back loses its citations: they are read again from the earlier rounds' answer.
  const emitStreamed = withLiveCitations(session, emit, decimal, () => content);

  let round = 0;
  let lastBudgetNotice = '';
  /** Learnt in a round whose text closed reasoning it never opened: later rounds start inside it. */
  let reasoningOpenedInPrompt: string | undefined;
  let out: RoundOutput | undefined;
  const windowAsk = { client: o.client, model: o.model, setting: settings.model.contextSize, ...(o.contextLength !== undefined ? { contextLength: o.contextLength } : {}), signal };
  // The previous round's prompt, to tell a silent cut by a count that fell although the prompt grew.
  let previous: { estimated: number; reported?: number; shortened: number; dropped: number } | undefined;
  // A round whose prompt the server cut is asked again once, refitted; its output is not kept.
  let askedAgain = false;
  try {
    let window = await planWindow(windowAsk);
    const modes = await startModeFor(o, emit);
    const client = new AdaptiveModelClient(o.client, modes.mode, (change) => {
      emit({ type: 'notice', ...modes.describeChange(change) });
      void modes.save();
    }, () => void modes.save());
    for (; ; round++) {
      emit({ type: 'model-start', round });
      // The final round keeps the tool list (its calls are ignored): templates put the tools in the
      // system block, so dropping them would make the server process the whole prompt again.
      const offered = specs;
      // The budget in estimated tokens: the server's counts say how far the estimate runs for this model.
      const ratio = tokenRatio(modes.mode);
      const fitted = fitToBudget([system, ...conversation], Math.floor(promptBudget(window.tokens) / ratio), protectFrom, offered.length ? JSON.stringify(offered) : '');
      if (fitted.shortened || fitted.dropped) {
        const parts = [fitted.shortened ? `${fitted.shortened} earlier page view(s) shortened` : '', fitted.dropped ? `${fitted.dropped} earlier message(s) left out` : ''];
        const message = `To fit the model’s ${window.tokens}-token context: ${parts.filter(Boolean).join(', ')}.`;
        // Said once per change, not again on every round that still needs it.
        if (message !== lastBudgetNotice) emit({ type: 'notice', message, userMessage: fitNotice(window.tokens, fitted.shortened, fitted.dropped) });
        lastBudgetNotice = message;
      }
      // A server that could not parse what the model sampled gets the round once more (round-retry.ts).
      out = await runRoundRetryingOnce({
        client,
        request: roundRequest(o.model, fitted.messages, offered, window.tokens, settings),
        signal,
        emit: emitStreamed,
        separator: content.trim() ? '\n\n' : '',
        reasoningOpenedInPrompt,
        track: (attempt) => (out = attempt),
      });
      reasoningOpenedInPrompt ??= out.reasoningOpenedInPrompt;
      const grew = previous?.reported !== undefined && previous.shortened === fitted.shortened && previous.dropped === fitted.dropped;
      const cut = cutCheck(window, ratio, fitted.messages, grew ? { estimated: previous!.estimated, reported: previous!.reported! } : undefined);
      const outcome = reportRound(out, { mode: modes.mode, estimated: fitted.tokens, window, ...(cut ? { cut } : {}) }, emit);
      if (modes.mode.tokenRatio !== ratio) void modes.save();
      previous = { estimated: fitted.tokens, ...(out.promptTokens !== undefined ? { reported: out.promptTokens } : {}), shortened: fitted.shortened, dropped: fitted.dropped };
      if (round === 0) window = await windowAfterLoad(windowAsk, window);
      if (outcome === 'truncated' && !askedAgain) {
        // What the model wrote without its question (or without what it read) is not an answer: ask again, refitted.
        askedAgain = true;
        previous = undefined;
        out = undefined;
        emit({ type: 'notice', message: 'Asking the model again with the conversation refitted to its window.', userMessage: userText('noticeAskedAgain') });
        continue;
      }
      askedAgain = false;
      content += out.content;
      const retryFinal = forceFinal && finalRetries > 0 && out.calls.length > 0 && !out.content.trim();
      if (retryFinal) finalRetries--;
      const calls = forceFinal && !retryFinal ? [] : out.calls;
      const unreadable = forceFinal ? [] : unreadableCalls(out.parseErrors, tools);
      const toolCalls = [...calls, ...unreadable];
      conversation.push({ role: 'assistant', content: out.content, ...(out.thinking ? { thinking: out.thinking } : {}), ...(toolCalls.length ? { toolCalls } : {}) });
      out = undefined;
      if (toolCalls.length === 0) {
        // Small models sometimes stop silently after reading tool results; say so rather than show nothing.
        if (!content.trim()) emit({ type: 'notice', message: 'The model finished without writing an answer. Try asking again, or a larger model.', userMessage: userText('noticeNoAnswer') });
        return end.finished(content, stored(), false);
      }

      steps = await runToolRound(
        { calls, unreadable, tools, ctx: { session, env: o.env, settings, signal, emit, askToOpen: o.askToOpen }, state, stepsBefore: steps, maxSteps },
        (m) => conversation.push(m),
      );
      if (steps >= maxSteps) {
        if (!forceFinal) emit({ type: 'notice', message: `Reached the limit of ${maxSteps} tool steps; asking the model to answer now.`, userMessage: userText('noticeStepLimit', maxSteps) });
        forceFinal = true;
        // The nudge rides on the last tool result rather than a new user turn (see tool-round.ts).
        const last = conversation[conversation.length - 1]!;
        conversation[conversation.length - 1] = { ...last, content: `${last.content}\n\n[Sidelight] ${FINAL_NUDGE(maxSteps)}` };
      }
    }
  } catch (err) {
    // Text that streamed before the failure is part of the answer the user saw.
    if (out) {
      content += out.content;
      if (out.content || out.thinking) conversation.push({ role: 'assistant', content: out.content, ...(out.thinking ? { thinking: out.thinking } : {}) });
    }
    answerUnansweredCalls(conversation, signal.aborted ? 'Error: stopped by the user.' : 'Error: the answer failed before this call ran.');
    return end.failed(err, signal, content, stored());
  }
}

/** Servers reject a history whose tool calls lack results, so calls cut short by Stop get one. */
function answerUnansweredCalls(conversation: ChatMessage[], text: string): void {
  const idx = conversation.findLastIndex((m) => m.role === 'assistant');
  const last = conversation[idx];
  if (!last || last.role !== 'assistant' || !last.toolCalls?.length) return;
  const answered = new Set(conversation.slice(idx + 1).flatMap((m) => (m.role === 'tool' ? [m.toolCallId] : [])));
  for (const call of last.toolCalls) {
    if (!answered.has(call.id)) conversation.push({ role: 'tool', content: text, toolCallId: call.id, name: call.name });
  }
}
