/**
 * Footnotes of a text written in Microsoft Word and pasted or saved to the web: Word names each
 * marker and note (`_ftnref1` and `_ftn1`, endnotes `_ednref1` and `_edn1`) and links each to the
 * other. Pasted into a site, the links keep the address of the copy on the author's machine
 * (`//6CB562CC-4A65-…#_ftnref1`, `file:///C:/Users/…/Report.docx#_ftn1`): the note's number sends a
 * reader to a host that does not exist. The link is made to point into this page, as Word meant,
 * when the page holds the element it names, and otherwise links nowhere (its text stays).
 *
 * Word names each of the two by the other (the marker linking to `#_ftn1` is `_ftnref1`, the note's
 * number linking back to `#_ftnref1` is `_ftn1`); a paste often keeps the links and drops the names,
 * and the marker then points at nothing. A link into the page or the author's machine that lacks its
 * name gets it back, when nothing else in the page has it: marker and note point at each other again,
 * and the note rules read them as a note and its mark.
 */
export const WORD_NOTE_LINK = 'a[href*="#_ftn"], a[href*="#_edn"]';

const WORD_NAME = /#(_(?:ftn|edn)(?:ref)?\d{1,4})$/;
/** Addresses only the author's machine knows: a local file, or the clipboard's document (a GUID for a host). */
const NOWHERE = /^(?:file:|\/\/[0-9a-f]{8}-[0-9a-f]{4}-|[a-z]:\\)/i;

export function isWordNoteLink(el: Element, name: string): boolean {
  if (name !== 'A') return false;
  const href = el.getAttribute('href');
  return !!href && (href.includes('#_ftn') || href.includes('#_edn'));
}

export function fixWordNoteLinks(links: readonly Element[]): void {
  const doc = links[0]?.ownerDocument;
  if (!doc) return;
  const named = (name: string) => doc.getElementById(name) ?? doc.querySelector(`a[name="${name}"]`);
  for (const a of links) {
    if (a.hasAttribute('id') || a.hasAttribute('name')) continue;
    const href = a.getAttribute('href')!;
    const m = WORD_NAME.exec(href);
    if (!m || !(href.startsWith('#') || NOWHERE.test(href))) continue;
    const own = twin(m[1]!);
    if (!named(own)) a.setAttribute('id', own);
  }
  for (const a of links) {
    const href = a.getAttribute('href')!;
    if (href.startsWith('#')) continue;
    const m = WORD_NAME.exec(href);
    if (!m) continue;
    const name = m[1]!;
    if (named(name)) {
      a.setAttribute('href', `#${name}`);
    } else if (NOWHERE.test(href)) {
      // Its name may be what the marker links to: the anchor stays, without the address.
      a.removeAttribute('href');
    }
  }
}

/** The name Word gives the link to `name`: `_ftn1`'s marker is `_ftnref1`, `_ftnref1`'s note number is `_ftn1`. */
function twin(name: string): string {
  return name.includes('ref') ? name.replace('ref', '') : name.replace(/(?=\d)/, 'ref');
}
