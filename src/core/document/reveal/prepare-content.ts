import { DEFINITION_GROUP, unwrapDefinitionGroups } from './definition-groups';
import { FOOTNOTE_PARTS, showHiddenFootnotes } from './hidden-footnotes';
import { LATEXML_NOTE, tidyLatexmlNotes } from './latexml-notes';
import { MATH, mathToTex } from './math-to-tex';
import { dateRelativeTimes, TIME_WITH_DATE } from './relative-times';
import { joinSplitSections, SECTION } from './split-sections';
import { dropHiddenByClass, HIDDEN_CLASS_SELECTOR, mayBeHiddenByClass } from './hidden-classes';
import { keepSectionHeadings, namesHeader, SECTION_HEADING } from './keep-section-headings';
import { dropScrollUtilities, mayNameScrolling, SCROLL_CLASS } from './scroll-utilities';
import { hasId, keepHeadingAnchors, WITH_ID } from './heading-anchor-ids';
import { FOOTNOTE_FOOTER, keepFootnoteFooters, namesFootnoteFooter } from './footnote-footers';
import { HEADING, isHeading, noteTablePageHeadings } from './table-page-headings';
import { noteHeadlineAbove } from './headline-above';
import { mayBeStandfirst, noteStandfirst, STANDFIRST } from './standfirst';
import { HIDDEN_DRAWING, isHiddenDrawing, showDrawingLabels } from './drawing-labels';
import { LABEL_ELEMENTS, mayBeLabel, noteMailHeaders } from './mail-headers';
import { isMicrodataPublished, MICRODATA_PUBLISHED, microdataPublished } from '../metadata/microdata-dates';
import { isPageBuilderBox, PAGE_BUILDER_BOX, unwrapPageBuilderBoxes } from './page-builder-wrappers';
import { isJsonLd, JSON_LD, jsonLdTexts } from '../metadata/json-ld-scripts';
import { CODE_BLOCK, isCodeBlock, noteCodeIntros } from './code-intros';
import { keepCodeLineBreaks } from './code-line-breaks';
import { CODE, dropCodePopups, isCode } from './code-popups';
import { dropCodeHeaders } from './code-headers';
import { FIGURE, isFigure, noteCaptionedGalleries } from './captioned-galleries';
import { classAttribute } from '../dom/class-tokens';
import { BUTTON_IN_PARAGRAPH, isButtonInParagraph, unwrapButtonsInSentences } from './buttons-in-sentences';
import { CALLOUT, markCallouts, mayBeCallout } from './callouts';
import { isSidenote, moveSidenotes, SIDENOTE } from './sidenotes';
import { fixWordNoteLinks, isWordNoteLink, WORD_NOTE_LINK } from './word-note-links';
import { COLLAPSED_CALLOUT_BODY, mayBeCollapsedCalloutBody, showCollapsedCallouts } from './collapsed-callouts';
import { EMBEDDED_POST, isEmbeddedPost, keepEmbeddedPosts } from './keep-embedded-posts';
import { isTaskBox, markTaskListItems, TASK_BOX } from './task-list-markers';
import { isCodeContainer, markCodeContainers } from './code-containers';
import { dropTemplates, isTemplate, TEMPLATE } from './template-contents';
import { dropModalWindows, isModalWindow, MODAL_WINDOW } from './modal-windows';

/** What the walk learnt of the page that Readability would destroy: read before it runs. */
export interface PreparedFacts {
  /** The publication date from the article's microdata (ISO 8601, as written). */
  publishedTime?: string;
  /** The texts of the JSON-LD scripts in the body, in order. */
  jsonLd?: string[];
  /** The page's `<main>`, found on the walk: answerAmongTurns reads what Readability left of it. */
  main?: Element;
  /** Every element of the page as the walk met them, in page order: choose/article-chunks.ts orders what it brings back by it. */
  elements?: readonly Element[];
}

/**
 * Rewrites that make a page read as a person sees it, before Readability judges it and takes away
 * what they need (each rule's file says what it does and why). One walk of the page finds what every
 * rule wants, by a plain check per rule (a walk of a large page costs as much as a rule's work), then
 * each rule takes its share, in this order.
 */
const RULES: { selector: string; wants: (el: Element, name: string, cls: string) => boolean; apply: (found: Element[], root: Element, facts: PreparedFacts) => void }[] = [
  { selector: JSON_LD, wants: isJsonLd, apply: (found, _root, facts) => (facts.jsonLd = jsonLdTexts(found)) },
  { selector: 'main', wants: (_el, name) => name === 'MAIN', apply: (found, _root, facts) => (facts.main = found[0]) },
  // First of the rules that change the page: a modal window's text is no part of it for any rule below.
  { selector: MODAL_WINDOW, wants: isModalWindow, apply: dropModalWindows },
  { selector: DEFINITION_GROUP, wants: (el, name) => name === 'DIV' && el.parentElement?.nodeName === 'DL', apply: unwrapDefinitionGroups },
  { selector: TIME_WITH_DATE, wants: (el, name) => ((name === 'TIME' || name === 'RELATIVE-TIME') && el.hasAttribute('datetime')) || /^[12]/.test(el.getAttribute('title') ?? ''), apply: dateRelativeTimes },
  { selector: MATH, wants: wantsMath, apply: mathToTex },
  { selector: BUTTON_IN_PARAGRAPH, wants: isButtonInParagraph, apply: unwrapButtonsInSentences },
  { selector: COLLAPSED_CALLOUT_BODY, wants: mayBeCollapsedCalloutBody, apply: showCollapsedCallouts },
  { selector: CALLOUT, wants: mayBeCallout, apply: markCallouts },
  { selector: FOOTNOTE_PARTS, wants: wantsFootnotePart, apply: showHiddenFootnotes },
  { selector: SIDENOTE, wants: isSidenote, apply: moveSidenotes },
  { selector: WORD_NOTE_LINK, wants: isWordNoteLink, apply: fixWordNoteLinks },
  { selector: LATEXML_NOTE, wants: (_el, _name, cls) => /(?:^|\s)ltx_note_outer(?:\s|$)/.test(cls), apply: tidyLatexmlNotes },
  { selector: SECTION, wants: (_el, name) => name === 'SECTION', apply: joinSplitSections },
  { selector: HIDDEN_CLASS_SELECTOR, wants: (_el, _name, cls) => mayBeHiddenByClass(cls), apply: dropHiddenByClass },
  { selector: SECTION_HEADING, wants: namesHeader, apply: keepSectionHeadings },
  { selector: SCROLL_CLASS, wants: mayNameScrolling, apply: dropScrollUtilities },
  { selector: WITH_ID, wants: hasId, apply: keepHeadingAnchors },
  { selector: FOOTNOTE_FOOTER, wants: namesFootnoteFooter, apply: keepFootnoteFooters },
  // Last: what follows a heading or a header block is read once the rules above have dropped what they drop.
  {
    selector: HEADING,
    wants: isHeading,
    apply: (found, root) => {
      noteTablePageHeadings(found, root);
      noteHeadlineAbove(found, root);
    },
  },
  { selector: STANDFIRST, wants: mayBeStandfirst, apply: noteStandfirst },
  { selector: LABEL_ELEMENTS, wants: mayBeLabel, apply: noteMailHeaders },
  { selector: CODE, wants: isCode, apply: dropCodePopups },
  // A code block's line breaks are written as text and its toolbar header dropped before its introduction is noted
  // (the intro's key is the code's first text) and before Readability reads them.
  {
    selector: CODE_BLOCK,
    wants: isCodeBlock,
    apply: (found, root) => {
      keepCodeLineBreaks(found);
      dropCodeHeaders(found);
      noteCodeIntros(found, root);
    },
  },
  { selector: FIGURE, wants: isFigure, apply: noteCaptionedGalleries },
  { selector: MICRODATA_PUBLISHED, wants: isMicrodataPublished, apply: (found, _root, facts) => (facts.publishedTime = microdataPublished(found)) },
  // After the rules that read the page as it stands: these two change what Readability will see.
  { selector: EMBEDDED_POST, wants: isEmbeddedPost, apply: keepEmbeddedPosts },
  { selector: TASK_BOX, wants: isTaskBox, apply: markTaskListItems },
  { selector: HIDDEN_DRAWING, wants: isHiddenDrawing, apply: showDrawingLabels },
  // After every rule that reads the page's boxes: this one takes a page builder's boxes away.
  { selector: PAGE_BUILDER_BOX, wants: isPageBuilderBox, apply: unwrapPageBuilderBoxes },
  // Last, so that no rule above reads the page differently: what Readability and turndown get is the page a browser has.
  { selector: TEMPLATE, wants: isTemplate, apply: dropTemplates },
];

// The rules' selectors written as plain checks: matching a list of selectors against every element
// of a page costs twice as much as reading a few attributes (linkedom). The selectors stay the
// definition; the unit tests hold the two equal.
function wantsMath(el: Element, name: string): boolean {
  if (name === 'MATH' || name === 'MJX-CONTAINER') return true;
  if (name === 'SCRIPT') return (el.getAttribute('type') ?? '').startsWith('math/tex');
  if (name === 'IMG') {
    const src = el.getAttribute('src') ?? '';
    if ((el.getAttribute('alt') ?? '').includes('\\') || src.includes('latex') || src.includes('cht=tx') || /%5c/i.test(src)) return true;
  }
  return el.hasAttribute('data-math') || el.hasAttribute('data-latex') || el.hasAttribute('data-tex');
}

function wantsFootnotePart(el: Element, name: string): boolean {
  if (name === 'A' && (el.getAttribute('href') ?? '').startsWith('#')) return true;
  return el.hasAttribute('hidden') || (el.getAttribute('style') ?? '').includes('none') || el.hasAttribute('data-definition') || el.hasAttribute('aria-describedby');
}

/** In place under `root` (a page's body, or our copy of it). */
export function prepareContent(root: Element): PreparedFacts {
  const found: Element[][] = RULES.map(() => []);
  const codeContainers: Element[] = [];
  const elements = Array.from(root.querySelectorAll('*'));
  for (const el of elements) {
    const name = el.nodeName.toUpperCase();
    // Read once for every rule that looks at it: attribute reads are most of a walk's cost.
    const cls = classAttribute(el) ?? '';
    if (isCodeContainer(el, name, cls)) codeContainers.push(el);
    for (let i = 0; i < RULES.length; i++) if (RULES[i]!.wants(el, name, cls)) found[i]!.push(el);
  }
  // Code laid out in a div becomes a <pre> before any rule reads the page, and the rules find the
  // <pre> where they had found the div, as a walk after the change would.
  for (const [div, pre] of markCodeContainers(codeContainers)) refind(found, div, pre);
  const facts: PreparedFacts = { elements };
  RULES.forEach((rule, i) => {
    if (found[i]!.length > 0) rule.apply(found[i]!, root, facts);
  });
  return facts;
}

/** Puts `now` (which replaced `old` in the page) in the lists of the rules that want it, in document order. */
function refind(found: Element[][], old: Element, now: Element): void {
  const name = now.nodeName.toUpperCase();
  const cls = classAttribute(now) ?? '';
  RULES.forEach((rule, i) => {
    const list = found[i]!;
    const at = list.indexOf(old);
    const wanted = rule.wants(now, name, cls);
    if (at >= 0) {
      if (wanted) list[at] = now;
      else list.splice(at, 1);
    } else if (wanted) {
      const next = list.findIndex((el) => (now.compareDocumentPosition(el) & FOLLOWING) !== 0);
      list.splice(next < 0 ? list.length : next, 0, now);
    }
  });
}

/** Node.DOCUMENT_POSITION_FOLLOWING, without the global Node (src/core runs in workers and Node). */
const FOLLOWING = 4;

/** The elements the rules want, by their selectors: for tests to check the plain checks against. */
export function wantedBySelectors(root: Element): Element[][] {
  return RULES.map((rule) => Array.from(root.querySelectorAll(rule.selector)));
}

/** The same, by the plain checks `prepareContent` uses. */
export function wantedByChecks(root: Element): Element[][] {
  return RULES.map((rule) => Array.from(root.querySelectorAll('*')).filter((el) => rule.wants(el, el.nodeName.toUpperCase(), el.getAttribute('class') ?? '')));
}
