import { closestTag, HEADING_NAMES } from './block-text';

/**
 * An element's class and id as lower-case words, camelCase split: `socialWrapper`, `share_bar` and
 * `related-Articles` all read as words ("social wrapper", "share bar", "related articles"), so one
 * pattern of words finds them all. Words are space-separated with a space at each end.
 * A heading's id (and ids inside headings) is its text made an anchor ("Eich_CEO_promotion_controversy"),
 * not a name the site gave the block: it is left out there.
 */
export function classWords(el: Element): string {
  const id = el.getAttribute('id');
  const cls = classAttribute(el);
  // Most blocks of an article have neither: no words, without the rewrites below.
  if (!id && !cls) return '  ';
  const raw = `${cls ?? ''} ${id && !closestTag(el, HEADING_NAMES) ? id : ''}`;
  return ` ${raw.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().replace(/[\s_-]+/g, ' ').trim()} `;
}

/**
 * The class attribute, or null: what `getAttribute('class')` says. Not that call itself: linkedom answers it by
 * building a token set for the element and joining it again on every call, which over every element
 * of a page (the walks before Readability) cost about a percent of the whole pipeline.
 */
export function classAttribute(el: Element): string | null {
  return el.getAttributeNode('class')?.value ?? null;
}
