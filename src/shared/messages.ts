import browser from 'webextension-polyfill';
import type { OpenRequest } from '../core/browser/env';
import type { PageDocument } from '../core/document/types';
import { fromSerializedError, toSidelightError } from '../core/errors';
import type { SearchOutcome, SearchRequest } from '../core/search/types';
import { messageListener, type Reply as AnyReply } from './message-listener';
import type { ResearchBudgetName, ResearchJob } from '../core/research/research-types';
import type { Settings } from './settings';

/** An image crossing between contexts: its name and its bytes as base64 (the panel sniffs and re-encodes them). */
export interface ImageBytes {
  name: string;
  base64: string;
}

/** A quick action from the context menu: the selection as a document, and the library prompt filled for it. */
export interface QuickAction {
  document: PageDocument;
  question: string;
}

/**
 * The one message protocol between extension contexts. Each entry maps a request `type` to its
 * payload and its response. Add a message by adding an entry here; `sendMessage` and
 * `handleMessages` are typed from this map.
 */
export interface MessageMap {
  /** side panel → background: run the search pipeline with the current settings. */
  search: { request: SearchRequest & { requestId?: string }; response: SearchOutcome };
  /** options → background: search with the form's search settings as they are (not saved), for Test search. */
  'test-search': { request: { query: string; search: Settings['search'] }; response: SearchOutcome };
  /**
   * side panel → background: open a page the model asked for (cache, URL policy, fetch or tab path).
   * Always a model open: the worker sets the origin itself and ignores any in the payload. The user's
   * own opens (context menu, shortcut) start in the worker and never pass through a message.
   */
  'open-page': { request: Omit<OpenRequest, 'origin'> & { requestId?: string }; response: PageDocument };
  /** side panel → background: stop the search or open-page sent with this `requestId`. */
  'cancel-request': { request: { requestId: string }; response: void };
  /** background/offscreen → side panel: a phase of the search or open-page sent with `requestId` (fire and forget). */
  'request-progress': { request: { requestId: string; phase: RequestPhase; detail?: string }; response: void };
  /** side panel → background: extract the active tab's live DOM (the "Attach this page" button). */
  'attach-active-tab': { request: { selectionOnly?: boolean }; response: PageDocument };
  /** background → side panel: a page/selection/link the user asked about from the context menu. */
  'attachment-ready': { request: { document: PageDocument; question?: string }; response: void };
  /** background → side panel: "Ask about this page/selection/link" or the shortcut could not get the page. */
  'attachment-failed': { request: { message: string }; response: void };
  /** side panel → background: the attachment waiting for the panel, if any (cleared on read). */
  'take-pending-attachment': { request: Record<string, never>; response: PageDocument | null };
  /**
   * background → side panel: a quick action on a selection (Summarize, Translate…) waits, for a panel in window `windowId`
   * (the tab's). Only a notice: each open panel asks for it (`take-pending-quick-action`) and one gets it.
   */
  'quick-action-ready': { request: { windowId?: number }; response: void };
  /**
   * side panel → background: the quick action waiting for a panel in `windowId` (the asking panel's window), if any.
   * The first to ask gets it (cleared on read): it sends `question` at once with the selection attached.
   */
  'take-pending-quick-action': { request: { windowId?: number }; response: QuickAction | null };
  /** side panel → background: a screenshot of what the active tab shows (“Attach a screenshot of this page”). */
  'capture-visible-tab': { request: Record<string, never>; response: ImageBytes };
  /** background → side panel: the image of “Ask about this image”. */
  'image-ready': { request: ImageBytes; response: void };
  /** side panel → background: the image waiting for the panel, if any (cleared on read). */
  'take-pending-image': { request: Record<string, never>; response: ImageBytes | null };
  /** background → offscreen: parse fetched HTML/PDF into a document. */
  'offscreen-parse': {
    request: { body: string; base64?: boolean; url: string; contentType: string };
    response: PageDocument;
  };
  /** background → offscreen: run the search pipeline where a DOM is at hand (the keyless provider parses HTML). */
  'offscreen-search': {
    request: { request: SearchRequest; search: Settings['search']; model: Pick<Settings['model'], 'baseUrl' | 'apiStyle' | 'apiKey'>; requestId?: string };
    response: SearchOutcome;
  };
  /**
   * side panel/options → background: make sure the extension may talk to this model server (allowed
   * past the local-host block, Origin removed for a stock Ollama). The configured server's rules
   * follow the settings; another URL gets a temporary grant.
   */
  'allow-model-origin': { request: { baseUrl: string }; response: void };
  /** side panel → background: plan a deep research job (runs in the worker; progress follows as `research-progress`). */
  'research-plan': { request: { question: string; budget: ResearchBudgetName }; response: ResearchJob };
  /** side panel → background: research the plan as the user left it. */
  'research-start': { request: { jobId: string; plan: string[] }; response: void };
  /** side panel → background: Stop (keep what was found and write the report) or Cancel (end the job). */
  'research-stop': { request: { jobId: string; cancel?: boolean }; response: void };
  /** side panel → background: the newest job, so a panel opened later re-attaches to it (and a sleeping worker wakes and resumes). */
  'research-status': { request: Record<string, never>; response: ResearchJob | null };
  /** side panel → background: the user closed the report; the next panel starts without it. */
  'research-dismiss': { request: { jobId: string }; response: void };
  /** background → side panel: the job as it is now (fire and forget). */
  'research-progress': { request: { job: ResearchJob }; response: void };
}

/** Phases of long requests, after seed 002's visible progress (searching → reranking; fetching → rendering). */
export type RequestPhase = 'searching' | 'failover' | 'reranking' | 'cached' | 'fetching' | 'rendering-in-tab' | 'extracting';

export type MessageType = keyof MessageMap;
export type MessageRequest<T extends MessageType> = MessageMap[T]['request'];
export type MessageResponse<T extends MessageType> = MessageMap[T]['response'];

export interface Envelope<T extends MessageType = MessageType> {
  sidelight: true;
  type: T;
  payload: MessageRequest<T>;
}

type Reply<T extends MessageType> = AnyReply<MessageResponse<T>>;

/** Sends a typed message to the other contexts and unwraps the reply; errors are rethrown as SidelightError. */
export async function sendMessage<T extends MessageType>(type: T, payload: MessageRequest<T>): Promise<MessageResponse<T>> {
  const envelope: Envelope<T> = { sidelight: true, type, payload };
  const reply = (await browser.runtime.sendMessage(envelope)) as Reply<T> | undefined;
  if (!reply) throw toSidelightError(new Error(`No part of Sidelight answered “${type}”.`));
  if (!reply.ok) throw fromSerializedError(reply.error);
  return reply.value;
}

export type Handlers = { [T in MessageType]?: (payload: MessageRequest<T>, sender: browser.Runtime.MessageSender) => Promise<MessageResponse<T>> | MessageResponse<T> };

/**
 * Registers handlers for the messages this context answers; only Sidelight's own pages and worker
 * are answered (see message-sender.ts). Messages without a handler here are left for other contexts.
 */
export function handleMessages(handlers: Handlers): () => void {
  const listener = messageListener(handlers as Parameters<typeof messageListener>[0], { id: browser.runtime.id, baseUrl: browser.runtime.getURL('') });
  browser.runtime.onMessage.addListener(listener);
  return () => browser.runtime.onMessage.removeListener(listener);
}
