import { describe, expect, it } from 'vitest';
import { articleAfterRule } from '../../../support/rule-text';
import { dropEditLinks } from '../../../../src/core/document/clean/drop-edit-links';

function run(html: string): Element {
  return articleAfterRule(html, 'https://wiki.test/wiki/Obsidian', (article) => dropEditLinks(article));
}

const headingTexts = (root: Element) => Array.from(root.querySelectorAll('h2, h3'), (h) => h.textContent!.replace(/\s+/g, ' ').trim());

describe('dropEditLinks', () => {
  it("drops a wiki's [edit] and [edit | edit source] links with their brackets, as MediaWiki writes them", () => {
    const article = run(`<h2><span class="mw-headline" id="History">History</span><span class="mw-editsection"><span class="mw-editsection-bracket">[</span><a href="/w/index.php?title=Obsidian&amp;action=edit&amp;section=1" title="Edit section: History">edit</a><span class="mw-editsection-bracket">]</span></span></h2>
      <p>Obsidian was created in 2020.</p>
      <h3><span id="Plugins">Plugins</span><span><span>[</span><a href="/w/index.php?title=Obsidian&amp;veaction=edit&amp;section=2">edit</a><span> | </span><a href="/w/index.php?title=Obsidian&amp;action=edit&amp;section=2">edit source</a><span>]</span></span></h3>
      <h3>Sync [<a href="https://wiki.test/docs/sync/edit">Edit</a>]</h3>`);
    expect(headingTexts(article)).toEqual(['History', 'Plugins', 'Sync']);
    expect(article.textContent).toContain('Obsidian was created in 2020.');
  });

  it('keeps links in headings that lead elsewhere, an "edit" link outside headings, and words that only say edit', () => {
    const article = run(`<h2><a href="https://wiki.test/wiki/Editing">Edit</a></h2><h3><a href="/w/index.php?title=X&amp;action=edit">Editing the vault</a></h3>
      <h3>How to <a href="/guide#edit">edit</a> notes</h3><p>Press <a href="/w/index.php?title=X&amp;action=edit">edit</a> to change it.</p>`);
    expect(headingTexts(article)).toEqual(['Edit', 'Editing the vault', 'How to edit notes']);
    expect(article.querySelector('p')!.textContent).toBe('Press edit to change it.');
  });
});
