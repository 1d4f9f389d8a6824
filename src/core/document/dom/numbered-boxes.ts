/**
 * Boxes a site numbers apart: posts of a forum thread, answers of a Q&A page (`id="js-post-61721"`,
 * `id="answer-61722"`), each an element of the same kind (the same tag and classes) whose id differs
 * from the others' only in its number. The number is a database id of three digits or more: a layout
 * numbers its blocks by their place (`block-1`, `data-index="01"`) and repeats its column names unnumbered.
 */

/** A thread: at least this many posts side by side, the one Readability took and two others. */
export const POST_RUN = 3;
/** Tags a post is written in. */
const BOX_TAGS: ReadonlySet<string> = new Set(['DIV', 'ARTICLE', 'SECTION', 'LI']);
const DATABASE_ID = /\d{3}/;

/** A box's tag and class names, numbers left out; a box without classes by its id, numbers left out (`postBoxWrapper…`). '' for other elements. */
export function boxKind(el: Element): string {
  const name = el.nodeName.toUpperCase();
  if (!BOX_TAGS.has(name)) return '';
  const cls = (el.getAttribute('class') ?? '').replace(/\d+/g, '').split(/\s+/).filter(Boolean).sort().join(' ');
  if (cls !== '') return `${name}.${cls}`;
  const id = el.getAttribute('id') ?? '';
  return DATABASE_ID.test(id) ? `${name}#${id.replace(/\d+/g, '')}` : '';
}

/** Ids that differ only in their numbers, database ids: `post-61721` and `post-61722`. */
export function numberedApart(a: Element, b: Element): boolean {
  const x = a.getAttribute('id') ?? '';
  const y = b.getAttribute('id') ?? '';
  return x !== y && DATABASE_ID.test(x) && DATABASE_ID.test(y) && x.replace(/\d+/g, '') === y.replace(/\d+/g, '');
}

/**
 * Whether a page holds a run of `count` boxes of one kind, numbered apart, side by side: read from the
 * elements with an id, on the walk before Readability, so that the choose stage parses the page again
 * to look for a thread only on a page that has one.
 */
export function hasNumberedRun(withIds: readonly Element[], count = POST_RUN): boolean {
  const runs = new Map<Element, Map<string, number>>();
  for (const el of withIds) {
    const parent = el.parentElement;
    if (!parent || !DATABASE_ID.test(el.getAttribute('id') ?? '')) continue;
    const kind = boxKind(el);
    if (kind === '') continue;
    const key = `${kind} ${(el.getAttribute('id') ?? '').replace(/\d+/g, '')}`;
    let kinds = runs.get(parent);
    if (!kinds) runs.set(parent, (kinds = new Map()));
    const n = (kinds.get(key) ?? 0) + 1;
    if (n >= count) return true;
    kinds.set(key, n);
  }
  return false;
}
