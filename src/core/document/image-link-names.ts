import { textLength } from './block-text';

/**
 * An image-only link is named by its image (alt, aria-label, title): the document shows that name as
 * the link's text. A name that is a copy loses it: the figure's caption says the same, or one name is
 * on three images or more (the post's title on every photo); the caption, or the first image, keeps it.
 * A name that is a file name ("12-IMG_3886.jpg") stays: it is all that names a link to a photo's page.
 */
const MIN_COPY_CHARS = 25;
const LABEL_REPEATS = 3;

export function unnameImageLinks(article: Element): void {
  const images = Array.from(article.querySelectorAll('a[href] img')).filter((img) => textLength(img.closest('a')!) === 0);
  const names = new Map<string, number>();
  for (const img of images) {
    const name = nameOf(img);
    if (name) names.set(name, (names.get(name) ?? 0) + 1);
  }
  const seen = new Set<string>();
  for (const img of images) {
    const name = nameOf(img);
    if (!name) continue;
    const caption = img.closest('figure')?.querySelector('figcaption');
    const copy = name.length >= MIN_COPY_CHARS && ((caption && (caption.textContent ?? '').replace(/\s+/g, ' ').includes(name)) || (names.get(name)! >= LABEL_REPEATS && seen.has(name)));
    seen.add(name);
    if (copy) for (const attr of ['alt', 'aria-label', 'title']) img.removeAttribute(attr);
  }
}

function nameOf(img: Element): string {
  return (img.getAttribute('alt') || img.getAttribute('aria-label') || img.getAttribute('title') || '').replace(/\s+/g, ' ').trim();
}
