import type TurndownService from 'turndown';
import { COMMENT_DEPTH } from '../choose/comment-threads';
import { onlyOnTags } from './rules-by-tag';

/** Two spaces a level: the least markdown needs to nest a list, and cheap in tokens. */
const INDENT = '  ';
const FENCE = /^\s*(`{3,}|~{3,})/;

/**
 * A comment block marked by markCommentThreads: one list item at its depth. Its paragraphs follow
 * each other without blank lines (a blank line between comments would double a thread's lines);
 * code blocks inside it keep theirs.
 */
export function commentItems(service: TurndownService): void {
  service.addRule('commentItem', {
    filter: onlyOnTags(['div'], (node) => node.nodeName === 'DIV' && (node as Element).hasAttribute(COMMENT_DEPTH)),
    replacement(content, node) {
      const depth = Number((node as Element).getAttribute(COMMENT_DEPTH)) || 0;
      const lines = compact(content);
      if (lines.length === 0) return '';
      const pad = INDENT.repeat(depth);
      return `\n${lines.map((line, i) => (i === 0 ? `${pad}- ${line}` : line ? `${pad}  ${line}` : '')).join('\n')}\n`;
    },
  });
}

/** The comment's lines with blank lines dropped outside code blocks. */
function compact(markdown: string): string[] {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.replace(/^\n+|\s+$/g, '').split('\n')) {
    const m = FENCE.exec(line);
    if (fence !== null) {
      out.push(line);
      if (m && m[1]!.startsWith(fence)) fence = null;
      continue;
    }
    if (m) fence = m[1]!;
    if (line.trim() || fence !== null) out.push(line);
  }
  return out;
}
