import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { markTaskListItems, TASK_BOX } from '../../../../src/core/document/reveal/task-list-markers';

describe('task lists survive Readability', () => {
  it('turns list checkboxes into [x] / [ ] text, using the live checked state', () => {
    const { document } = parseHTML('<ul><li><input type="checkbox" checked> a</li><li><input type="CHECKBOX"> b</li><li><input type="checkbox"> c</li></ul><p><input type="checkbox"> not a list</p>');
    (document.querySelectorAll('li input')[2] as HTMLInputElement).checked = true;
    markTaskListItems(Array.from(document.querySelectorAll(TASK_BOX)));
    expect(Array.from(document.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['[x]  a', '[ ]  b', '[x]  c']);
    expect(document.querySelectorAll('p input')).toHaveLength(1);
  });

  it('keeps task state in the document the model reads', () => {
    const filler = 'Plenty of words make this the main article of the page for the extraction to keep. '.repeat(6);
    const { document } = parseHTML(
      `<html><head><title>Plan</title></head><body><article><h1>Plan</h1><p>${filler}</p><ul><li><input type="checkbox" checked> ship it</li><li><input type="checkbox"> test it</li></ul><p>${filler}</p></article></body></html>`,
    );
    const doc = htmlToDocument(document as unknown as Document, 'https://example.org/plan');
    expect(doc.path).toBe('readability');
    expect(doc.lines).toContain('* [x] ship it');
    expect(doc.lines).toContain('* [ ] test it');
  });
});
