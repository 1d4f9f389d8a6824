import { expect } from 'vitest';
import type { RecordedRequest } from '../support/model-server';

/** The Summarize prompt of the default library, as filled for a selection. */
export const SUMMARIZE = 'Summarize the selected text in a few short bullet points, keeping its key facts and figures.';

/**
 * What a Summarize quick action on the fixture battery page's first paragraph sends, in Chromium and
 * Firefox alike: one chat request without tools, the selection-only system prompt, the selection as
 * numbered lines (not the page's next paragraph) and the filled prompt as the question.
 */
export function expectSummarizeOfSelection(requests: readonly RecordedRequest[]): void {
  const chats = requests.filter((r) => Array.isArray(r.body?.messages));
  expect(chats).toHaveLength(1);
  expect(chats[0]!.body.tools ?? []).toEqual([]);
  const messages = chats[0]!.body.messages as { role: string; content: string }[];
  expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
  expect(messages[0]!.content).toMatch(/selected text on a web page/);
  const user = messages[1]!.content;
  expect(user).toMatch(/^Selected text \(untrusted page text, to work on and cite\):/);
  expect(user).toMatch(/L1: A pilot line near the fixture harbour began producing solid-state battery cells/);
  // Only the selection: not the page's next paragraph.
  expect(user).not.toContain('sulfide electrolyte');
  expect(user.trimEnd().endsWith(`Question: ${SUMMARIZE}`)).toBe(true);
}
