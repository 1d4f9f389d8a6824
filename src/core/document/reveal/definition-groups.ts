/**
 * `<dl><div><dt>…</dt><dd>…</dd></div></dl>`: HTML lets a `<div>` group a term with its definitions
 * (docs generators such as Writerside use it for API references). Readability cleans such divs like
 * any other (a term that is a link makes one look like a link list) and drops whole entries, so
 * the groups are unwrapped first: the list reads the same without them.
 */
export const DEFINITION_GROUP = 'dl > div';

export function unwrapDefinitionGroups(groups: readonly Element[]): void {
  for (const div of groups) {
    if (div.parentElement?.nodeName !== 'DL') continue;
    div.replaceWith(...Array.from(div.childNodes));
  }
}
