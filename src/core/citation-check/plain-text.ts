/** A document line as a reader sees it: link quotes `【12†text†host】` become their text, so their ids are not numbers of the page. */
export function withoutLinkQuotes(line: string): string {
  return line.replace(/【\d+†([^†】]*)(?:†[^】]*)?】/g, '$1');
}

/**
 * Text folded for phrase matching: lower case, curly quotes and apostrophes straightened, markdown
 * emphasis and punctuation removed, runs of space collapsed, so a quote matches across wrapped lines.
 */
export function foldText(text: string): string {
  return ` ${text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[‘’ʼ]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim()} `;
}
