/**
 * What Readability leaves in an article that is not the article: share bars, "related" and "more
 * stories" lists, newsletter prompts, tag clouds, author boxes. They cost the model tokens and
 * attention. Only small, link-heavy blocks named for such things (class, id, or a label such as
 * "You may also like") go, so an article's own lists and links stay.
 */
const NAMED = /(?:^|[\s_-])(?:share|sharing|social|sociallinks|related|recommended|recommendations|more-(?:stories|articles|news)|read-?more|newsletter|subscribe|subscription|promo|outbrain|taboola|tags|tag-?list|taglist|author-?(?:bio|box|info)|breadcrumbs?)(?:$|[\s_-])/i;
const LABEL = /^\s*(?:you (?:may|might) (?:also )?like|related(?: (?:articles|stories|posts|content|coverage|news))?|more (?:from|on|stories|articles|news)|read more|recommended(?: for you)?|don'?t miss|most (?:popular|read)|trending(?: now)?|see more|tags?|share (?:this|on)|follow us)\b[\s:.!…]*$/i;
/** A block bigger than this share of the article is part of it, whatever its name. */
const MAX_SHARE = 0.25;

function textLength(el: Element): number {
  return (el.textContent ?? '').replace(/\s+/g, ' ').trim().length;
}

function linkTextLength(el: Element): number {
  let n = 0;
  for (const a of Array.from(el.querySelectorAll('a'))) n += textLength(a);
  return n;
}

/** Small enough and mostly links (or nearly empty): a widget, not prose. */
function isWidget(el: Element, articleLength: number): boolean {
  const length = textLength(el);
  if (length > MAX_SHARE * articleLength) return false;
  return length < 40 || linkTextLength(el) / length > 0.5;
}

export function dropBoilerplate(article: Element): void {
  const total = textLength(article);
  if (total === 0) return;
  for (const el of Array.from(article.querySelectorAll('[class], [id]'))) {
    const name = `${el.getAttribute('class') ?? ''} ${el.getAttribute('id') ?? ''}`;
    if (NAMED.test(name) && isWidget(el, total)) el.remove();
  }
  // A label ("Related", "You may also like") and the list of links it introduces.
  for (const label of Array.from(article.querySelectorAll('h2, h3, h4, h5, h6, p, strong, b, span, div'))) {
    if (label.children.length > 2 || !LABEL.test(label.textContent ?? '')) continue;
    const list = label.nextElementSibling ?? label.parentElement?.nextElementSibling ?? null;
    if (list && (list.nodeName === 'UL' || list.nodeName === 'OL' || list.nodeName === 'DIV') && isWidget(list, total)) {
      list.remove();
      label.remove();
    }
  }
}
