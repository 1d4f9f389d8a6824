import { lettersAndDigits } from '../dom/block-text';

/**
 * Readability drops the heading that opens an article when it repeats the title, the view's first
 * line already says it. It compares against the title it found, so when that was a brand name from
 * metadata (og:title "Example AI") and the real title came from the page (chooseTitle), the heading
 * stayed. Done again here with the title the document gets: the first h1/h2, before any other text,
 * when its words are the title's.
 */
export function dropTitleHeading(article: Element, title: string): void {
  const words = lettersAndDigits(title);
  const heading = words === '' ? null : article.querySelector('h1, h2');
  if (!heading || lettersAndDigits(heading.textContent ?? '') !== words || hasTextBefore(article, heading)) return;
  heading.remove();
}

/** Whether any text comes before `target` inside `root`, in document order. */
function hasTextBefore(root: Node, target: Element): boolean {
  const walk = (node: Node): boolean | null => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child === target) return false;
      if (child.nodeType === 3) {
        if (/\S/.test((child as Text).data)) return true;
      } else if (child.nodeType === 1) {
        const found = walk(child);
        if (found !== null) return found;
      }
    }
    return null;
  };
  return walk(root) ?? true;
}
