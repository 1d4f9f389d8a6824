import type { Citation } from '../../src/core/agent/citation-types';
import type { Source } from '../../src/sidepanel/conversation/types';

const WORDS = 'solar panels convert sunlight into electricity with efficiency that has risen steadily over two decades while costs fell sharply across markets'.split(' ');

function sentence(seed: number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(WORDS[(seed * 7 + i * 3) % WORDS.length]!);
  const s = out.join(' ');
  return s[0]!.toUpperCase() + s.slice(1) + '.';
}

/** Pages the answer cites; a new one is first cited every 1/PAGES of the answer, as real answers do. */
const PAGES = 9;

/** The search results the cited pages came from, ranked in another order than the answer cites them. */
export function answerSources(): Source[] {
  return Array.from({ length: PAGES + 3 }, (_, p) => ({
    url: `https://example${p}.com/article`,
    title: `Article ${p}`,
    host: `example${p}.com`,
    rank: PAGES + 3 - p,
    opened: p < PAGES,
  }));
}

/**
 * A long, realistic answer: paragraphs with citation markers, lists, tables and code blocks, split
 * into ~4-character tokens (about what a BPE tokenizer yields for English).
 */
export function longAnswer(targetTokens: number): { tokens: string[]; citations: Citation[] } {
  const parts: string[] = [];
  const citations: Citation[] = [];
  let length = 0;
  let n = 0;
  const push = (s: string) => {
    parts.push(s);
    length += s.length;
  };
  while (length / 4 < targetTokens) {
    n++;
    const kind = n % 6;
    if (kind === 1) push(`## Section ${n}\n\n`);
    if (kind === 2) push(`- ${sentence(n, 8)}\n- ${sentence(n + 1, 9)}\n- ${sentence(n + 2, 7)}\n\n`);
    else if (kind === 4) push(`| Year | Efficiency | Cost |\n|---|---|---|\n| 20${10 + (n % 14)} | ${15 + (n % 8)}% | $${n % 90} |\n| 20${11 + (n % 13)} | ${16 + (n % 8)}% | $${n % 80} |\n\n`);
    else if (kind === 5) push('```ts\nconst efficiency = output / input;\nconsole.log(`${(efficiency * 100).toFixed(1)}%`);\n```\n\n');
    else {
      const body = `${sentence(n, 14)} ${sentence(n + 3, 11)} `;
      // A page first cited late renumbers the uncited ones in Sources (cited pages come first).
      const page = n % Math.min(PAGES, 1 + Math.floor((length / (targetTokens * 4)) * PAGES));
      const marker = `【${page}†L${n % 40}-L${(n % 40) + 2}】`;
      const index = length + body.length;
      citations.push({
        marker,
        index,
        cursor: page,
        startLine: n % 40,
        endLine: (n % 40) + 2,
        url: `https://example${page}.com/article`,
        title: `Article ${page}`,
        host: `example${page}.com`,
        lines: [sentence(n, 10), sentence(n + 1, 10)],
        fragment: '#:~:text=solar',
      });
      push(`${body}${marker} ${sentence(n + 5, 9)}\n\n`);
    }
  }
  const text = parts.join('');
  const tokens: string[] = [];
  for (let i = 0; i < text.length; i += 4) tokens.push(text.slice(i, i + 4));
  return { tokens: tokens.slice(0, targetTokens), citations };
}
