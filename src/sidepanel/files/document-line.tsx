import type { ComponentChild } from 'preact';
import type { DocLink } from '../../core/document/types';
import { PDF_PAGE_LINE } from '../../core/document/pdf-pages';

/** `【3†text】` / `【3†text†host】`: a link as the model reads it (quote-links.ts); `**bold**`; `` `code` ``. */
const INLINE = /【(\d+)†([^†】]*)(?:†[^】]*)?】|\*\*([^*\n]+)\*\*|`([^`\n]+)`/g;

/** A line's inline parts as elements: link text (a link when its target is a web address), bold, code. Text stays text. */
function inline(text: string, links: readonly DocLink[]): ComponentChild[] {
  const out: ComponentChild[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    if (m[2] !== undefined) {
      const url = links[Number(m[1])]?.url;
      out.push(url && /^https?:/i.test(url) ? <a class="doc-link" href={url} rel="noopener noreferrer" target="_blank">{m[2]}</a> : <span class="doc-link">{m[2]}</span>);
    } else if (m[3] !== undefined) out.push(<strong>{m[3]}</strong>);
    else out.push(<code>{m[4]}</code>);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/**
 * One line of a document as a reader would see it rather than as the model reads it: a heading without
 * its `##`, a list item with a bullet, a quoted link as its text, a PDF's page line as a page mark. The
 * line stays one line, so its number and the cited-line mark stay where they are.
 */
export function DocumentLine({ line, links }: { line: string; links: readonly DocLink[] }) {
  if (!line.trim()) return <>{'\u00a0'}</>;
  const page = PDF_PAGE_LINE.exec(line);
  if (page) return <span class="doc-page">{line.replace(/^-+\s*|\s*-+$/g, '')}</span>;
  const heading = /^(#{1,6})\s+(.*)$/.exec(line);
  if (heading) return <span class={`doc-heading doc-h${heading[1]!.length}`}>{inline(heading[2]!, links)}</span>;
  const item = /^(\s*)(?:[*+-]|(\d+[.)]))\s+(.*)$/.exec(line);
  if (item) {
    return (
      <span class="doc-item" style={{ paddingLeft: `${Math.min(item[1]!.length, 12) * 0.5}em` }}>
        <span aria-hidden="true">{item[2] ?? '•'} </span>
        {inline(item[3]!, links)}
      </span>
    );
  }
  const quote = /^>\s?(.*)$/.exec(line);
  if (quote) return <span class="doc-quote">{inline(quote[1]!, links)}</span>;
  return <>{inline(line, links)}</>;
}
