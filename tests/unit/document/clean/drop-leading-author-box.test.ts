import { describe, expect, it } from 'vitest';
import { dropLeadingAuthorBox } from '../../../../src/core/document/clean/drop-leading-author-box';
import { textAfterRule } from '../../../support/rule-text';

const PAGE = 'https://blog.test/post';
const story = '<p>The body of the article goes here, long enough to be the story itself and not a label or a caption.</p>';
const bio = '<p>I write about distributed systems, storage, and performance, and I like to share what I learn.</p>';
const photo = (alt: string) => `<a href="https://jane.test"><img alt="${alt}" src="jane.jpg"></a>`;
const after = (html: string, byline: string | null) => textAfterRule(html, PAGE, (a) => dropLeadingAuthorBox(a, byline));

describe('dropLeadingAuthorBox', () => {
  it('drops the author’s photo and the bio its box holds, before the story', () => {
    const html = `<p>07 April 2026</p><div>${photo('Photo of Jane Doe')}<address>Jane Doe</address>${bio}</div>${story}`;
    expect(after(html, 'Jane Doe')).toBe(`07 April 2026${textAfterRule(story, PAGE, () => {})}`);
    // Not English-only: the photo is known by the byline's name, whatever the words around it.
    const de = `<div>${photo('Foto von Jane Doe')}<p>Ich schreibe über verteilte Systeme, Speicher und Leistung, und teile gern mit anderen, was ich dabei über schnelle Software lerne.</p></div>${story}`;
    expect(after(de, 'Jane Doe')).not.toMatch(/Ich schreibe/);
  });

  it('keeps other pictures, the story, a box with text before the photo, and everything without a byline', () => {
    const other = `<div>${photo('The harbour at dawn')}${bio}</div>${story}`;
    expect(after(other, 'Jane Doe')).toContain('I write about');
    expect(after(`<div>${photo('Photo of Jane Doe')}${bio}</div>${story}`, null)).toContain('I write about');
    // The story comes first: a photo of the author inside it is the story's.
    expect(after(`${story}<div>${photo('Jane Doe at her desk')}${bio}</div>`, 'Jane Doe')).toContain('I write about');
    // Words before the photo: the block is more than the author's box; the photo alone goes.
    const lead = after(`<div><p>Our guest this week:</p>${photo('Jane Doe')}${bio}</div>${story}`, 'Jane Doe');
    expect(lead).toContain('Our guest this week:');
    expect(lead).toContain('I write about');
  });
});
