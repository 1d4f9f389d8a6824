import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { textAfterRule } from '../../../support/rule-text';
import { dropPublisherBoilerplate } from '../../../../src/core/document/clean/drop-publisher-boilerplate';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const PAGE = 'https://www.ascom.com/news-and-events/ascom-announces-a-partnership.html';
const STORY = '<p>Ascom today announced a strategic distribution partnership with GE Healthcare for intensive care units across Europe, starting in January.</p>'.repeat(6);
const ABOUT =
  '<p>Ascom is a global solutions provider focused on healthcare ICT and mobile workflow solutions.</p>' +
  '<p>Ascom is headquartered in Baar (Switzerland) and employs around 1,300 people worldwide.</p>';

function left(html: string, page = PAGE): string {
  return textAfterRule(html, page, (article) => dropPublisherBoilerplate(article, page));
}

describe('dropPublisherBoilerplate', () => {
  it("drops the site's paragraphs about itself that end a press release", () => {
    const text = left(`${STORY}<hr>${ABOUT}`);
    expect(text).toContain('strategic distribution partnership');
    expect(text).not.toContain('global solutions provider');
    expect(text).not.toContain('headquartered');
  });

  it('drops one such paragraph under an "About <site>" heading, heading and all', () => {
    const text = left(`${STORY}<h3>About Ascom</h3><p>Ascom, a global solutions provider, helps hospitals close information gaps.</p>`);
    expect(text).not.toContain('About Ascom');
    expect(text).not.toContain('close information gaps');
  });

  it("keeps a single closing sentence on the site's name, paragraphs about others, the same words mid-story, and a page about the company", () => {
    expect(left(`${STORY}<p>Ascom is a company that has seen many partnerships come and go over the years.</p>`)).toContain('come and go');
    expect(left(`${STORY}<p>GE Healthcare is a leading provider of medical technology.</p><p>GE Healthcare is headquartered in Chicago.</p>`)).toContain('GE Healthcare is headquartered');
    expect(left(`${ABOUT}${STORY}`)).toContain('global solutions provider');
    expect(left(ABOUT + ABOUT)).toContain('global solutions provider');
    expect(left(`${STORY}${ABOUT}`, 'https://www.example.com/news/ascom.html')).toContain('global solutions provider');
  });

  it('runs in the pipeline', () => {
    const html = `<html><head><title>Ascom and GE Healthcare</title></head><body><article><h1>Ascom and GE Healthcare</h1>${STORY}<hr>${ABOUT}</article></body></html>`;
    const text = htmlToDocument(parseHtml(html, PAGE), PAGE).lines.join('\n');
    expect(text).toContain('strategic distribution');
    expect(text).not.toContain('headquartered in Baar');
  });
});
