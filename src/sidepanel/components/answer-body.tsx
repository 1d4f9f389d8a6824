import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Citation } from '../../core/agent/citation-types';
import type { UnresolvedCitation } from '../../core/agent/unresolved-citations';
import { unresolvedChipElement } from '../citations/unresolved-chip';
import { chipElement, chipShows } from '../citations/chip-element';
import { pageKey } from '../conversation/host';
import { openPage } from '../citations/open-page';
import { isLocalFileUrl } from '../../core/document/local/local-file-url';
import { showFileCitation } from '../files/file-view-state';
import { intersect, placePreview } from '../citations/preview-placement';
import { BlockRenderer } from '../markdown/answer-blocks';
import { BlockSlots } from '../markdown/block-slots';
import { sanitizeToFragment } from '../markdown/sanitize';
import { CitationPreview } from './citation-preview';
import { answerLinkIsSource } from '../approval/answer-link';
import { LinkQuestion } from '../approval/link-question';
import { t } from '../../shared/i18n';

/**
 * The rendered blocks, placed as they are: preact never sees their content. Blocks that did not change
 * are the same elements as before, so while an answer streams only the growing last one is swapped.
 */
function Blocks({ blocks }: { blocks: HTMLElement[] }) {
  const host = useRef<HTMLDivElement>(null);
  const slots = useRef<BlockSlots | null>(null);
  useLayoutEffect(() => {
    if (!host.current) return;
    slots.current ??= new BlockSlots(host.current);
    slots.current.show(blocks);
  }, [blocks]);
  return <div class="answer-blocks" ref={host} />;
}

interface Props {
  turnId: string;
  answer: string;
  citations: Citation[];
  /** Each cited page's number in the Sources list, by page key. */
  numbers: Map<string, number>;
  /** Markers that resolve to nothing: shown as marked chips, never as markup. */
  unresolved?: readonly UnresolvedCitation[];
}

const NONE: readonly UnresolvedCitation[] = Object.freeze([]);

/**
 * The answer as sanitised markdown with citation chips. Blocks are separate elements so that while
 * streaming only the growing last block is replaced in the DOM. Clicks, hovers and focus are handled
 * here by delegation because the chips live inside nodes preact does not manage.
 */
export function AnswerBody({ turnId, answer, citations, numbers, unresolved = NONE }: Props) {
  const citationsRef = useRef(citations);
  citationsRef.current = citations;
  // The renderer's list: the citations, then the unresolved markers (positions past the citations').
  // It stays the same object while neither changes, so a streamed token re-renders the tail only.
  const unresolvedKey = unresolved.map((u) => `${u.index}${u.marker}${u.reason}`).join(',');
  const marked = useMemo<readonly (Citation | UnresolvedCitation)[]>(
    () => (unresolved.length ? [...citations, ...unresolved] : citations),
    // `unresolved` is a new list each token; its key says when it really changed.
    [citations, unresolvedKey],
  );
  const markedRef = useRef(marked);
  markedRef.current = marked;
  const numbersRef = useRef(numbers);
  numbersRef.current = numbers;
  // One renderer per answer view. A page first cited late renumbers the uncited ones after it (see
  // numberSources), so a chip's number is part of its block's key: only blocks whose chips now read
  // differently are made again, never the whole answer.
  const renderer = useMemo(() => {
    const numberOf = (c: Citation) => numbersRef.current.get(pageKey(c.url)) ?? 0;
    return new BlockRenderer(
      document,
      sanitizeToFragment,
      (i, doc) => {
        const c = citationsRef.current[i];
        if (c) return chipElement(doc, c, i, numberOf(c));
        const u = markedRef.current[i] as UnresolvedCitation | undefined;
        return u ? unresolvedChipElement(doc, u) : null;
      },
      (i) => {
        const c = citationsRef.current[i];
        if (c) return chipShows(c, numberOf(c));
        return (markedRef.current[i] as UnresolvedCitation | undefined)?.reason ?? '';
      },
    );
  }, []);
  const [askedLink, setAskedLink] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ index: number; all: number[]; chip: HTMLAnchorElement } | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const tooltipId = `cite-preview-${turnId}`;

  // `numbers` too: a renumbered page changes its chips even when the text and citations did not.
  const blocks = useMemo(() => renderer.render(answer, marked, numbers), [renderer, answer, marked, numbers]);

  // After every render (a streamed token may move or replace the chip) the card is put back at its chip.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    const card = cardRef.current;
    if (!preview || !body || !card) return;
    let chip = preview.chip;
    // While streaming, the chip's block is replaced as it grows: follow the chip, not the old element.
    if (!chip.isConnected) chip = body.querySelector<HTMLAnchorElement>(`a.cite[data-cite="${preview.index}"]`) ?? chip;
    const scroller = body.closest('.log') ?? document.documentElement;
    const bounds = intersect(scroller.getBoundingClientRect(), { top: 0, left: 0, right: window.innerWidth, bottom: window.innerHeight });
    const chipBox = chip.getBoundingClientRect();
    const first = placePreview(chipBox, body.getBoundingClientRect(), bounds, 0);
    card.style.width = `${first.width}px`;
    card.style.maxHeight = '';
    const p = placePreview(chipBox, body.getBoundingClientRect(), bounds, card.offsetHeight);
    Object.assign(card.style, { top: `${p.top}px`, left: `${p.left}px`, maxHeight: `${p.maxHeight}px` });
    card.dataset.side = p.side;
  });

  function chipFrom(target: EventTarget | null): HTMLAnchorElement | null {
    return target instanceof Element ? target.closest<HTMLAnchorElement>('a.cite') : null;
  }

  function show(chip: HTMLAnchorElement) {
    const index = Number(chip.dataset.cite);
    if (!citations[index]) return;
    const all = (chip.dataset.cites ?? String(index)).split(',').map(Number).filter((i) => citations[i]);
    chip.setAttribute('aria-describedby', tooltipId);
    setPreview({ index, all, chip });
  }

  function onClick(e: MouseEvent) {
    const target = e.target instanceof Element ? e.target : null;
    const copy = target?.closest<HTMLButtonElement>('button.copy-code');
    if (copy) {
      const code = copy.closest('.code-block')?.querySelector('pre')?.textContent ?? '';
      void navigator.clipboard.writeText(code).then(() => {
        copy.textContent = t('panelCopied');
        setTimeout(() => (copy.textContent = t('codeCopy')), 1500);
      });
      return;
    }
    const link = target?.closest<HTMLAnchorElement>('a[href]');
    // A chip citing an attached file opens the file's view here: there is no page to go to.
    const cited = link?.matches('a.cite') ? citations[Number(link.dataset.cite)] : undefined;
    if (cited && isLocalFileUrl(cited.url)) {
      e.preventDefault();
      showFileCitation(cited);
      return;
    }
    if (!link || !/^https?:/i.test(link.href)) return;
    e.preventDefault();
    if (link.matches('a.cite') || answerLinkIsSource(link.href, numbersRef.current)) void openPage(link.href);
    else setAskedLink(link.href);
  }

  return (
    <div
      ref={bodyRef}
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
      <Blocks blocks={blocks} />
      {askedLink && (
        <LinkQuestion
          url={askedLink}
          onOpen={() => {
            setAskedLink(null);
            void openPage(askedLink);
          }}
          onCancel={() => setAskedLink(null)}
        />
      )}
      {preview && citations[preview.index] && (
        <CitationPreview cardRef={cardRef} id={tooltipId} cited={preview.all.map((i) => ({ citation: citations[i]!, number: numbers.get(pageKey(citations[i]!.url)) ?? 0 }))} />
      )}
    </div>
  );
}
