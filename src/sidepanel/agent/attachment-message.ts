import type { Attachment } from '../conversation/types';

/**
 * The attached page goes to the model inside the user message, cut to a word budget so a long page
 * cannot crowd out the conversation; the model can still open the URL to read further.
 */
export function messageWithAttachment(question: string, a: Attachment, maxWords: number): string {
  const out: string[] = [];
  let words = 0;
  for (const line of a.document.lines) {
    const n = line.split(/\s+/).filter(Boolean).length;
    if (words + n > maxWords && out.length > 0) {
      out.push(`[… cut; open ${a.url} to read the rest]`);
      break;
    }
    out.push(line);
    words += n;
  }
  return `The user attached this page.\nTitle: ${a.title}\nURL: ${a.url}\n\n"""\n${out.join('\n')}\n"""\n\n${question}`;
}
