import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const read = (body: string, url = 'https://chat.test/share/purifier') =>
  htmlToDocument(parseHtml(`<html><head><title>Purifier</title></head><body>${body}</body></html>`, url), url).lines.join('\n');

const answer = Array.from({ length: 6 }, (_, i) => `<p>Point ${i + 1}: a purifier's clean air delivery rate should suit the room, and its filter should be a true HEPA filter that is cheap to replace.</p>`).join('');

describe('answerAmongTurns', () => {
  it('keeps the short question before a long answer, each a numbered turn', () => {
    const turn = (n: number, role: string, html: string) => `<section data-testid="conversation-turn-${n}"><div><div data-message-author-role="${role}"><div class="markdown">${html}</div></div></div></section>`;
    const out = read(`<main>${turn(1, 'user', '<div>How do I choose a good air purifier for my bedroom?</div>')}${turn(2, 'assistant', answer)}</main>`);
    expect(out).toContain('How do I choose a good air purifier for my bedroom?');
    expect(out.indexOf('How do I choose')).toBeLessThan(out.indexOf('Point 1:'));
    expect(out).toContain('Point 6:');
  });

  it('leaves a long story beside a column of the same kind to Readability', () => {
    const out = read(`<main><section class="column"><div class="story">${answer}</div></section><section class="column"><div>What’s trending: a sidebar of short notes from around the site.</div></section></main>`, 'https://news.test/purifiers');
    expect(out).toContain('Point 1:');
    expect(out).not.toContain('What’s trending');
  });
});
