/** Words too common to tell results apart (English; other languages rely on IDF alone). */
const STOP = new Set(
  'a an and are as at be but by for from how i in is it of on or that the this to was what when where which who why will with you your do does did can'.split(' '),
);

/** Lower-case letter/digit runs in any script; SearXNG bangs (`!news`) are syntax, not words. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().replace(/(^|\s)![^\s]+/g, ' ').matchAll(/[\p{L}\p{N}]+/gu)) {
    if (!STOP.has(m[0])) out.push(m[0]);
  }
  return out;
}
