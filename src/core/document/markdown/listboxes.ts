import type TurndownService from 'turndown';
import { onlyOnTags } from './rules-by-tag';

/**
 * A `role="listbox"` is a select menu built of divs (a code sample's language picker: "Node.js",
 * "Python", "No results"): a control, as a `<select>` is, whose options are no text of the page's.
 * A reader sees the one option chosen as the control's label, and the document drops `<select>`
 * with its options, so it drops these the same way. Only the elements such menus are built of are
 * asked their role, once the tag name is read.
 */
const LISTBOX_TAGS = ['div', 'ul', 'ol', 'span'];

export function listboxes(service: TurndownService): void {
  service.addRule('listbox', {
    filter: onlyOnTags(LISTBOX_TAGS, (node) => node.getAttribute('role') === 'listbox'),
    replacement: () => '',
  });
}
