/** Text measures of a block, for telling widgets (links, credits, labels) from prose. */
export function textLength(el: Element): number {
  return (el.textContent ?? '').replace(/\s+/g, ' ').trim().length;
}

export function linkTextLength(el: Element): number {
  let n = 0;
  for (const a of Array.from(el.querySelectorAll('a'))) n += textLength(a);
  return n;
}
