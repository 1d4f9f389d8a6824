/**
 * A `<br>` in a code block is a newline of the code (CodeMirror, Hexo and many CMS highlighters
 * write lines that way). Readability reads two or more `<br>` in a row as a paragraph break and puts
 * a `<p>` there, wherever they are: a blank line between two functions was lost. Written as the
 * newline it stands for before Readability runs, the code's text stays exact.
 */
export function keepCodeLineBreaks(blocks: readonly Element[]): void {
  for (const pre of blocks) {
    const breaks = pre.getElementsByTagName('br');
    if (breaks.length === 0) continue;
    for (const br of Array.from(breaks)) br.replaceWith(pre.ownerDocument.createTextNode('\n'));
  }
}
