import type { BrowserSession } from '../browser/browser-session';
import type { ToolProfile } from '../browser/tools';
import { viewOf } from '../browser/tools/view-of';
import type { PageDocument } from '../document/types';
import { newCallId } from '../model/tool-arguments';
import type { ChatMessage, ToolCall } from '../model/types';
import type { AgentEvent } from './events';

/**
 * Pages the user attached (context menu, shortcut, "Attach this page") become the message's first
 * documents, cursor 0, 1, … The model is shown them as if it had opened them itself: an assistant
 * tool call followed by the tool result carrying the exact view. gpt-oss and models trained on the
 * same browser tool follow that shape best, it lets them `find`/scroll in the page and cite
 * `【0†L…】`, and the view stays a tool result, which the system prompt says is untrusted web content.
 */
export function attachDocuments(
  docs: readonly PageDocument[],
  session: BrowserSession,
  profile: ToolProfile,
  viewWords: number,
  emit: (e: AgentEvent) => void,
): ChatMessage[] {
  if (docs.length === 0) return [];
  const calls: ToolCall[] = [];
  const results: ChatMessage[] = [];
  docs.forEach((doc) => {
    const cursor = session.add({ doc, startLine: 1 });
    const view = viewOf(session.entries[cursor]!, cursor, viewWords).text;
    const call = openCall(profile, doc.url, newCallId());
    calls.push(call);
    results.push({ role: 'tool', content: view, toolCallId: call.id, name: call.name });
    emit({ type: 'page-attached', url: doc.url, title: doc.title, lineCount: doc.lines.length, cursor, view });
  });
  return [{ role: 'assistant', content: '', toolCalls: calls }, ...results];
}

/** The profile's own "open a URL" call, so the replayed exchange only names tools the model is offered. */
function openCall(profile: ToolProfile, url: string, id: string): ToolCall {
  return profile === 'web_search' ? { id, name: 'web_fetch', arguments: { url } } : { id, name: 'browser.open', arguments: { id: url } };
}
