import { PLACEHOLDER, stripPlaceholderChars, withoutPlaceholders } from './placeholders';

/** The element shown for the citation at `index` in the answer's list (made with `doc`), or null for none. */
export type ChipFactory = (index: number, doc: Document) => Element | null;

// NodeFilter's values, spelled out so this also runs where NodeFilter is not a global (tests).
const SHOW_ELEMENT = 0x1;
const SHOW_TEXT = 0x4;
const TEXT_NODE = 3;

/**
 * Turns the placeholders in a sanitised tree into chips, as DOM nodes: only text nodes are split, so a
 * placeholder that markdown put into an attribute (a link title, a raw `<span title>`) can never become
 * markup — it is removed from the attribute instead. The tree is never serialised and parsed again.
 * A chip for text inside a link goes right after that link: a link inside a link is not one control.
 */
export function insertChips(root: Node, chip: ChipFactory): void {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, SHOW_ELEMENT | SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === TEXT_NODE) {
      if (stripPlaceholderChars((node as Text).data) !== (node as Text).data) texts.push(node as Text);
    } else {
      clearAttributes(node as Element);
    }
  }
  // Where the next chip for text inside a link goes: after the link, after the chips already there.
  const afterLink = new Map<Element, Element>();
  for (const text of texts) {
    const link = text.parentElement?.closest('a') ?? null;
    const { parts, chips } = split(text.data, chip, doc, link === null);
    text.replaceWith(...parts);
    if (link && chips.length) {
      const anchor = afterLink.get(link) ?? link;
      anchor.after(...chips);
      afterLink.set(link, chips[chips.length - 1]!);
    }
  }
}

function clearAttributes(element: Element): void {
  for (const attr of Array.from(element.attributes)) {
    const clean = withoutPlaceholders(attr.value);
    if (clean !== attr.value) element.setAttribute(attr.name, clean);
  }
}

/** The text's pieces: text nodes and, in place (`inline`) or returned apart, the chips. */
function split(data: string, chip: ChipFactory, doc: Document, inline: boolean): { parts: Node[]; chips: Element[] } {
  const parts: Node[] = [];
  const chips: Element[] = [];
  let last = 0;
  const pushText = (s: string) => {
    const clean = stripPlaceholderChars(s);
    if (clean) parts.push(doc.createTextNode(clean));
  };
  for (const m of data.matchAll(PLACEHOLDER)) {
    pushText(data.slice(last, m.index));
    const node = chip(Number(m[1]), doc);
    if (node) (inline ? parts : chips).push(node);
    last = m.index + m[0].length;
  }
  pushText(data.slice(last));
  return { parts, chips };
}
