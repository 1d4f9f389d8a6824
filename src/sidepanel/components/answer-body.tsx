import { memo } from 'preact/compat';
import { useMemo, useRef, useState } from 'preact/hooks';
import type { Citation } from '../../core/agent/citation-types';
import { chipHtml } from '../citations/chip-html';
import { openPage } from '../citations/open-page';
import { BlockRenderer } from '../markdown/answer-blocks';
import { sanitizeHtml } from '../markdown/sanitize';
import { CitationPreview, type PreviewAnchor } from './citation-preview';

/**
 * Finished blocks never change while an answer streams; grouping them lets each group skip diffing
 * as a whole, so an update costs about the size of the last group rather than of the whole answer.
 */
const CHUNK = 24;

function chunksOf(blocks: string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < blocks.length; i += CHUNK) out.push(blocks.slice(i, i + CHUNK));
  return out;
}

const BlockChunk = memo(
  function BlockChunk({ blocks }: { blocks: string[] }) {
    return (
      <>
        {blocks.map((html, i) => (
          <div key={i} class="md-block" dangerouslySetInnerHTML={{ __html: html }} />
        ))}
      </>
    );
  },
  (a, b) => a.blocks.length === b.blocks.length && a.blocks.every((x, i) => x === b.blocks[i]),
);

interface Props {
  turnId: string;
  answer: string;
  citations: Citation[];
}

/**
 * The answer as sanitised markdown with citation chips. Blocks are separate elements so that while
 * streaming only the growing last block is replaced in the DOM. Clicks, hovers and focus are handled
 * here by delegation because the chips live inside HTML strings.
 */
export function AnswerBody({ turnId, answer, citations }: Props) {
  const citationsRef = useRef(citations);
  citationsRef.current = citations;
  const renderer = useRef<BlockRenderer | null>(null);
  renderer.current ??= new BlockRenderer(sanitizeHtml, (i) => {
    const c = citationsRef.current[i];
    return c ? chipHtml(c, i) : '';
  });
  const [preview, setPreview] = useState<PreviewAnchor | null>(null);
  const tooltipId = `cite-preview-${turnId}`;

  const blocks = useMemo(() => renderer.current!.render(answer, citations), [answer, citations]);

  function chipFrom(target: EventTarget | null): HTMLAnchorElement | null {
    return target instanceof Element ? target.closest<HTMLAnchorElement>('a.cite') : null;
  }

  function show(chip: HTMLAnchorElement) {
    const index = Number(chip.dataset.cite);
    const citation = citations[index];
    if (!citation) return;
    chip.setAttribute('aria-describedby', tooltipId);
    // Kept inside the answer's width so a chip near the right edge of a narrow panel is not clipped.
    const available = (chip.offsetParent as HTMLElement | null)?.clientWidth ?? 300;
    const width = Math.min(300, available);
    const left = Math.max(0, Math.min(chip.offsetLeft - 40, available - width));
    setPreview({ citation, top: chip.offsetTop + chip.offsetHeight + 4, left, width });
  }

  function onClick(e: MouseEvent) {
    const target = e.target instanceof Element ? e.target : null;
    const copy = target?.closest<HTMLButtonElement>('button.copy-code');
    if (copy) {
      const code = copy.nextElementSibling?.textContent ?? '';
      void navigator.clipboard.writeText(code).then(() => {
        copy.textContent = 'Copied';
        setTimeout(() => (copy.textContent = 'Copy code'), 1500);
      });
      return;
    }
    const link = target?.closest<HTMLAnchorElement>('a[href]');
    if (!link || !/^https?:/i.test(link.href)) return;
    e.preventDefault();
    void openPage(link.href);
  }

  return (
    <div
      class="answer-body"
      onClick={onClick}
      onMouseOver={(e) => {
        const chip = chipFrom(e.target);
        if (chip) show(chip);
      }}
      onMouseOut={(e) => {
        if (chipFrom(e.target) && !chipFrom(e.relatedTarget)) setPreview(null);
      }}
      onFocusIn={(e) => {
        const chip = chipFrom(e.target);
        if (chip) show(chip);
      }}
      onFocusOut={() => setPreview(null)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && preview) {
          e.stopPropagation();
          setPreview(null);
        }
      }}
    >
      {chunksOf(blocks).map((chunk, i) => (
        <BlockChunk key={i} blocks={chunk} />
      ))}
      {preview && <CitationPreview id={tooltipId} anchor={preview} />}
    </div>
  );
}
