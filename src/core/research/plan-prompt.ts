import type { ChatMessage } from '../model/types';

/** More sub-questions than this make a report no small model can write within a 4,096-token window. */
export const MAX_SUB_QUESTIONS = 5;

const PLAN_SYSTEM = [
  'You plan web research. Split the user’s question into 2 to 5 sub-questions that can each be answered by searching the web on its own.',
  'Each sub-question is one short, self-contained question (name the subject; do not write “it” or “they”).',
  'Answer with the numbered list only: one sub-question per line, no introduction, no explanation, no tool calls.',
].join('\n');

/** The plan request: small, so it fits any window; the date lets “latest” questions be planned right. */
export function planMessages(question: string, today: string): ChatMessage[] {
  return [
    { role: 'system', content: `${PLAN_SYSTEM}\nCurrent date: ${today}` },
    { role: 'user', content: question },
  ];
}

/** Reasoning some servers leave in the text (`<think>…</think>`, an unclosed one cut by the limit). */
const THINK = /<think>[\s\S]*?(?:<\/think>|$)/gi;
/** A list item: `1.`, `1)`, `Q1:`, `-`, `*`, `•`, optionally bold. */
const ITEM = /^\s*(?:\*\*)?(?:(?:Q|Sub-?question\s*)?\d{1,2}\s*[.):]|[-*•])\s+(.+?)\s*$/i;

function clean(item: string): string {
  return item
    .replace(/\*\*/g, '')
    .replace(/^["'“”]+|["'“”]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Strings in a JSON value the model wrote instead of a list: an array, `{"sub_questions": […]}`, or tool calls' queries. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    // A model that tried to search right away still said what it wanted to know.
    const args = (o.arguments ?? o.parameters) as Record<string, unknown> | undefined;
    if (args && typeof args.query === 'string') return [args.query];
    for (const key of ['sub_questions', 'subQuestions', 'questions', 'plan', 'steps', 'query', 'question']) {
      if (key in o) return stringsIn(o[key]);
    }
  }
  return [];
}

function parsed(candidates: string[]): string[] {
  return candidates.flatMap((c) => {
    try {
      return stringsIn(JSON.parse(c));
    } catch {
      // Not JSON: the list parser has the text.
      return [];
    }
  });
}

/** Fenced JSON, else every tool call written as text (one query each), else a bare array or object. */
function jsonItems(text: string): string[] {
  const fenced = parsed([...text.matchAll(/```(?:json)?\s*([\s\S]*?)```/g)].map((m) => m[1]!));
  if (fenced.length) return fenced;
  const calls = parsed([...text.matchAll(/<tool_call>\s*([\s\S]*?)\s*(?:<\/tool_call>|$)/g)].map((m) => m[1]!));
  if (calls.length) return calls;
  const bare = /[[{][\s\S]*[\]}]/.exec(text.replace(/^\[TOOL_CALLS\]/m, ''));
  return bare ? parsed([bare[0]]) : [];
}

/**
 * The sub-questions in a plan as small models write it: a numbered or bulleted list (with or without
 * bold, an introduction or a closing remark), a JSON array or object, or tool calls written as text
 * by a model that wanted to search at once. Duplicates and fragments go; at most five are kept; when
 * nothing readable is there, the question itself is the one sub-question, so research can still start.
 */
export function parsePlan(text: string, question: string): string[] {
  const visible = text.replace(THINK, '').trim();
  let items = visible
    .split('\n')
    .map((line) => ITEM.exec(line)?.[1])
    .filter((s): s is string => s !== undefined)
    .map(clean);
  if (items.length === 0) items = jsonItems(visible).map(clean);
  // A plan of plain lines, one question each.
  if (items.length === 0) items = visible.split('\n').map(clean).filter((l) => l.endsWith('?'));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = item.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    // Headings (“Sub-questions:”) and fragments are not questions to research.
    if (key.split(' ').length < 3 || item.endsWith(':') || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
    if (out.length === MAX_SUB_QUESTIONS) break;
  }
  return out.length ? out : [question.trim()];
}

/** The plan as the user edited it: one sub-question a line, empty lines dropped, at most five. */
export function planFromText(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.replace(/^\s*(?:\d{1,2}\s*[.)]|[-*•])\s+/, '').trim())
    .filter(Boolean)
    .slice(0, MAX_SUB_QUESTIONS);
}
