import { cutCheck, fitNotice, type AgentResult, type RunAgentOptions } from '../agent/agent-loop';
import { fitToBudget, promptBudget } from '../agent/context-budget';
import type { AgentEvent } from '../agent/events';
import { withLiveCitations } from '../agent/live-citations';
import { answerEnd } from '../agent/answer-end';
import { startModeFor } from '../agent/model-mode-start';
import { roundRequest, type RoundOutput } from '../agent/model-round';
import { runRoundRetryingOnce } from '../agent/round-retry';
import { reportRound } from '../agent/round-report';
import { tokenRatio } from '../agent/token-calibration';
import { estimateTokens } from '../agent/token-estimate';
import { planWindow, windowAfterLoad } from '../agent/window-plan';
import { BrowserSession } from '../browser/browser-session';
import { viewOf } from '../browser/tools/view-of';
import { decimalMarkOf } from '../citation-check/numbers';
import { isAbortError, toSidelightError, userText } from '../errors';
import { AdaptiveModelClient } from '../model/adaptive-client';
import type { ChatMessage } from '../model/types';
import { fitExcerpts } from './fit-excerpts';
import { openResults } from './open-results';
import { searchQuestion } from './search-question';
import { quickSystemPrompt, quickUserMessage, selectionSystemPrompt } from './quick-prompt';
import { indexPage, questionTerms, rankPassages, type PageIndex, type Passage } from './select-passages';
import { rerankByEmbeddings } from './embedding-rerank';
import type { Embedder } from '../search/rerank-embeddings';
import type { PageDocument } from '../document/types';

/** The mode's name, for the panel to mark an answer as Quick (and offer Research this). */
export const QUICK_MODE = 'quick' as const;
/** Search results opened: enough sources to cross-check, few enough that the slowest page comes soon. */
export const QUICK_PAGES = 5;
/** Pages loading at once (the fetch fast path is light; a page rendered in a tab is not). */
export const QUICK_OPEN_LIMIT = 5;
/** A page slower than this is left out: the answer should not wait for the slowest site on the web. */
export const QUICK_PAGE_TIMEOUT_MS = 8000;
/**
 * Excerpts beyond this many estimated tokens are left out even in a large window: a laptop reads a
 * prompt at a few hundred to a few thousand tokens a second, so each further 1,000 tokens of weaker
 * passages delays the first word of the answer by seconds. At 3,000 a Quick prompt is about what the
 * agent loop's shortest answer (search, open one page, answer) makes the server read over its three
 * requests (3,454 tokens in `npm run bench -- quick`), but carries the best passages of five pages.
 * The agent loop is there for questions that need more reading.
 */
export const QUICK_EXCERPT_TOKENS = 3000;
/**
 * Line-numbered page text with many figures is split finer by real tokenizers than the estimate
 * assumes: o200k counted the bench world's excerpts 9.5 % above it (3,365 tokens for a 3,072 budget
 * in a 4,096 window), which left a thinking model 730 tokens to answer in. The server's count then
 * calibrates the ratio; this covers the first answer before it has.
 */
export const EXCERPT_TOKEN_MARGIN = 1.1;
/** Earlier turns may take this share of the prompt budget; the excerpts get the rest. */
const HISTORY_SHARE = 0.25;

export interface RunQuickOptions extends Omit<RunAgentOptions, 'askToOpen'> {
  /** The user's embedding model, when they rank by embeddings: the best passages are reordered by meaning too. */
  embed?: Embedder;
  /** Search results to open (QUICK_PAGES). */
  pages?: number;
  /** Per-page time limit in ms (QUICK_PAGE_TIMEOUT_MS). */
  pageTimeoutMs?: number;
  /**
   * `attached`: the attached documents are the only sources — a quick action on a selection
   * (Summarize, Translate…) is about the text the user picked, so nothing is searched or opened, the
   * selection goes whole and in order (as much as the window holds, not the 3,000-token excerpt cap),
   * and its citations point at the selection's lines. `web` (the default): a Quick answer.
   */
  sources?: 'web' | 'attached';
}

/**
 * A Quick answer: Sidelight searches for the question itself, opens the top results in parallel,
 * picks the passages most relevant to the question (line numbers kept), fits them to the model's
 * window, and asks the model once, with no tools, to answer citing `【cursor†Lx-Ly】`. The cursors
 * are this answer's session cursors (0 the results page, then each page as it arrived), so chips,
 * previews, the citation check, Sources and export work as for the agent loop, from the same events.
 *
 * `messages` stores the excerpts the model saw in the user's turn (see quickUserMessage), so a
 * following agent-loop turn on any server replays them; `session` holds the pages read, from which
 * the panel's earlier-urls derives what the next turn may open again without asking.
 *
 * Always resolves: a model failure becomes an `error` event with the text so far, Stop becomes
 * `done` with `stopped: true`.
 */
export async function runQuickAnswer(o: RunQuickOptions): Promise<AgentResult> {
  const { settings, signal, onEvent: emit } = o;
  const session = new BrowserSession([o.userMessage, ...o.history.filter((m) => m.role === 'user').map((m) => m.content)].join('\n'), o.earlierUrls);
  const history = o.history.filter((m) => m.role !== 'system');
  const stored: ChatMessage[] = [...history, { role: 'user', content: o.userMessage }];
  const decimal = decimalMarkOf(settings.language);
  const attachedOnly = o.sources === 'attached';
  let content = '';
  let out: RoundOutput | undefined;

  const end = answerEnd(session, decimal, emit);

  // The window and the model's mode are asked for while the search and the pages load.
  const windowAsk = { client: o.client, model: o.model, setting: settings.model.contextSize, ...(o.contextLength !== undefined ? { contextLength: o.contextLength } : {}), signal };
  const ready = Promise.all([planWindow(windowAsk), startModeFor(o, quietModeNotices(emit))]);
  ready.catch(() => undefined);
  try {
    for (const doc of o.attachments ?? []) {
      const cursor = session.add({ doc, startLine: 1 });
      emit({ type: 'page-attached', url: doc.url, title: doc.title, lineCount: doc.lines.length, cursor, view: viewOf(session.entries[cursor]!, cursor, settings.browsing.viewWords).text });
    }
    const urls = attachedOnly ? [] : (await searchQuestion(o, session)).slice(0, o.pages ?? QUICK_PAGES);
    // Each document is indexed for the question as it arrives, while slower pages still load.
    const query = questionTerms(o.userMessage);
    const indexes: PageIndex[] = [];
    const index = (cursor: number) => indexes.push(indexPage(query, { cursor, doc: session.entries[cursor]!.doc }));
    session.entries.forEach((_e, cursor) => index(cursor));
    if (urls.length) await openResults({
      env: o.env,
      session,
      urls,
      firstStep: 2,
      limit: QUICK_OPEN_LIMIT,
      timeoutMs: o.pageTimeoutMs ?? QUICK_PAGE_TIMEOUT_MS,
      viewWords: settings.browsing.viewWords,
      onPage: index,
      signal,
      emit,
    });
    const [planned, modes] = await ready;
    let window = planned;
    const client = new AdaptiveModelClient(o.client, modes.mode, (change) => {
      emit({ type: 'notice', ...modes.describeChange(change) });
      void modes.save();
    });
    // Images the user attached go with the question, as in the agent loop (named in the prompt, cited by name).
    const images = o.images ?? [];
    const imageNames = images.map((i) => i.name);
    const system: ChatMessage = { role: 'system', content: (attachedOnly ? selectionSystemPrompt : quickSystemPrompt)(o.now ?? new Date(), imageNames) };
    const docOf = (cursor: number) => session.entries[cursor]?.doc;
    // The selection in its own order, from its start: a summary of its best-scoring windows is not a summary of it.
    const passages = attachedOnly ? indexes.flatMap((i) => i.windows) : await rankedPassages(o, rankPassages(query, indexes), docOf, emit);

    // One round: text taken back leaves no answer before it.
    const emitStreamed = withLiveCitations(session, emit, decimal, () => '');
    // One request; asked once more, refitted, only when the server says it cut the prompt.
    for (let attempt = 0; ; attempt++) {
      const ratio = tokenRatio(modes.mode);
      const budget = Math.floor(promptBudget(window.tokens) / ratio / EXCERPT_TOKEN_MARGIN);
      const earlier = fitToBudget([system, ...history], Math.floor(budget * HISTORY_SHARE), history.length + 1);
      const cap = attachedOnly ? budget : earlier.tokens + estimateTokens(o.userMessage) + QUICK_EXCERPT_TOKENS;
      if (earlier.dropped && attempt === 0) emit({ type: 'notice', message: `To fit the model’s ${window.tokens}-token context: ${earlier.dropped} earlier message(s) left out.`, userMessage: fitNotice(window.tokens, 0, earlier.dropped) });
      const fitted = fitExcerpts(passages, docOf, (excerpts) => [...earlier.messages, { role: 'user', content: quickUserMessage(o.userMessage, excerpts, attachedOnly ? 'selection' : 'web'), ...(images.length ? { images: [...images] } : {}) }], Math.min(budget, cap));
      stored[stored.length - 1] = fitted.messages[fitted.messages.length - 1]!;
      emit({ type: 'model-start', round: attempt });
      // Servers parse the reply even without tools (round-retry.ts): a one-off parse failure is asked once more.
      out = await runRoundRetryingOnce({
        client,
        request: roundRequest(o.model, fitted.messages, [], window.tokens, settings),
        signal,
        emit: emitStreamed,
        track: (attempt) => (out = attempt),
      });
      const cut = cutCheck(window, ratio, fitted.messages, undefined);
      const outcome = reportRound(out, { mode: modes.mode, estimated: fitted.tokens, window, ...(cut ? { cut } : {}) }, emit);
      if (modes.mode.tokenRatio !== ratio) void modes.save();
      if (attempt === 0) window = await windowAfterLoad(windowAsk, window);
      if (outcome === 'truncated' && attempt === 0) {
        // An answer written without the question (or without the excerpts) is not an answer: ask again, refitted.
        if (out.content) emit({ type: 'answer-withdrawn', shown: out.content, thinking: '' });
        out = undefined;
        emit({ type: 'notice', message: 'Asking the model again with the conversation refitted to its window.', userMessage: userText('noticeAskedAgain') });
        continue;
      }
      break;
    }
    content = out.content;
    stored.push({ role: 'assistant', content, ...(out.thinking ? { thinking: out.thinking } : {}) });
    out = undefined;
    if (!content.trim()) emit({ type: 'notice', message: 'The model finished without writing an answer. Try asking again, or a larger model.', userMessage: userText('noticeNoAnswer') });
    return end.finished(content, stored, false);
  } catch (err) {
    // Text that streamed before the failure is part of the answer the user saw.
    if (out) {
      content = out.content;
      if (out.content || out.thinking) stored.push({ role: 'assistant', content: out.content, ...(out.thinking ? { thinking: out.thinking } : {}) });
    }
    return end.failed(err, signal, content, stored);
  }
}

/**
 * The lexical ranking, reordered by the user's embedding model where they chose one. An embedding
 * failure costs the answer nothing: it says so and keeps the lexical order.
 */
async function rankedPassages(o: RunQuickOptions, lexical: Passage[], docOf: (cursor: number) => PageDocument | undefined, emit: (e: AgentEvent) => void): Promise<Passage[]> {
  if (!o.embed) return lexical;
  const textOf = (p: Passage) => (docOf(p.cursor)?.lines.slice(p.first - 1, p.last) ?? []).join('\n');
  try {
    return await rerankByEmbeddings(o.userMessage, lexical, textOf, o.embed, o.signal);
  } catch (err) {
    if (o.signal.aborted || isAbortError(err)) throw err;
    const why = toSidelightError(err).message;
    emit({ type: 'notice', message: `Passages ranked by their words only: the embedding model failed (${why}).`, userMessage: userText('noticeQuickWordsOnly', why) });
    return lexical;
  }
}

/**
 * startModeFor says when a model takes tools via text; Quick sends no tools, so that is not news
 * here. Whatever else it reports passes through.
 */
function quietModeNotices(emit: (e: AgentEvent) => void): (e: AgentEvent) => void {
  return (e) => {
    if (e.type === 'notice' && e.userMessage?.key === 'noticeToolsViaText') return;
    emit(e);
  };
}
