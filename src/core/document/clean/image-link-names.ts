import { textLength } from '../dom/block-text';
import { namedByLinkBeside, twinText } from './image-link-twins';
import { closestWhere, elementsWhere, isHrefLink } from '../dom/element-walk';

/**
 * An image-only link is named by its image (alt, aria-label, title): the document shows that name as
 * the link's text. A name that is a copy loses it: the figure's caption says the same, or one name is
 * on three images or more (the post's title on every photo); the caption, or the first image, keeps it.
 * So does a name that only spells the picture's file name ("milano-design-week-2018-Arrangements-01",
 * "Bike-&-Style-book__MG_2953": what a CMS puts in the alt when nobody wrote one) on a link to the
 * picture itself: the model cannot look at a picture, and the file name says nothing of it.
 * A file name on a link to another page ("12-IMG_3886.jpg" → a photo's page) stays: it is all that
 * names that link.
 */
const MIN_COPY_CHARS = 25;
const LABEL_REPEATS = 3;
const PICTURE_FILE = /\.(?:jpe?g|png|gif|webp|avif|bmp|tiff?|heic)$/i;
/** A CMS's size variant of an upload ("-300x206") and its numbering of a name used twice ("-21" for "-2"). */
const SIZE_SUFFIX = /-\d+x\d+$/;
const MIN_FILE_NAME_CHARS = 4;

function isLink(el: Element): boolean {
  return el.localName.toLowerCase() === 'a';
}

export function unnameImageLinks(article: Element): void {
  // `article.querySelectorAll('a[href] img')` and `img.closest('a')` as plain checks: linkedom compiles a selector on every call.
  const images = elementsWhere(article, (el) => el.localName.toLowerCase() === 'img' && closestWhere(el.parentElement, isHrefLink) !== null).filter(
    (img) => textLength(closestWhere(img, isLink)!) === 0,
  );
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
    const link = closestWhere(img, isLink)!;
    // One name on three pictures or more says nothing of each ("blog cover" on every post's thumbnail):
    // where a text link beside names the same page, that name is all the reader needs.
    const label = names.get(name)! >= LABEL_REPEATS && twinText(link) !== '';
    if (copy || label || spellsOwnFileName(img, name) || namedByLinkBeside(link, name)) for (const attr of ['alt', 'aria-label', 'title']) img.removeAttribute(attr);
  }
}

function nameOf(img: Element): string {
  return (img.getAttribute('alt') || img.getAttribute('aria-label') || img.getAttribute('title') || '').replace(/\s+/g, ' ').trim();
}

/**
 * The link leads to a picture file, and the name's letters and digits are those of that file's name
 * or of the image's (a CMS may append a number to a name it already had: "010_Clymer-2" → "010_Clymer-21.jpg").
 */
function spellsOwnFileName(img: Element, name: string): boolean {
  const link = fileStem(img.closest('a')!.getAttribute('href')!);
  if (!link?.picture) return false;
  const spelled = letters(name);
  if (spelled.length < MIN_FILE_NAME_CHARS) return false;
  return [link, fileStem(img.getAttribute('src') ?? ''), fileStem(img.getAttribute('data-src') ?? '')].some((f) => f !== null && f.stem.startsWith(spelled));
}

function fileStem(url: string): { stem: string; picture: boolean } | null {
  const path = url.split(/[?#]/, 1)[0]!;
  let file = path.slice(path.lastIndexOf('/') + 1);
  try {
    file = decodeURIComponent(file);
  } catch {
    // A stray % in a file name: compared as written.
  }
  if (!file) return null;
  const picture = PICTURE_FILE.test(file);
  return { stem: letters(file.replace(/\.[a-z0-9]{2,5}$/i, '').replace(SIZE_SUFFIX, '')), picture };
}

function letters(s: string): string {
  return (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join('');
}
