import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { textAfterRule } from '../../../support/rule-text';
import { dropRelatedHeadlines } from '../../../../src/core/document/clean/drop-related-headlines';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const PAGE = 'https://www.foxbusiness.com/markets/home-depot-earnings';

function left(html: string): string {
  return textAfterRule(html, PAGE, (article) => dropRelatedHeadlines(article, PAGE));
}

describe('dropRelatedHeadlines', () => {
  it("drops a paragraph that is one link in capitals to another page of the site", () => {
    const text = left(`<p>Home Depot cut its forecast.</p>
      <p><strong><a href="http://video.foxbusiness.com/v/6091276897001/">CO-FOUNDER 'PROUD' OF HOME DEPOT EMPLOYEES LIVING OUT THEIR AMERICAN DREAM</a></strong></p>
      <p><a href="/entertainment/taylor-swift-cleared-perform-amas">TAYLOR SWIFT CLEARED TO PERFORM HITS AT AMAs AMID FEUD WITH SCOOTER BRAUN</a></p>
      <p>Shares fell 3 percent.</p>`);
    expect(text).toBe('Home Depot cut its forecast. Shares fell 3 percent.');
  });

  it('keeps capitals linking elsewhere, short or sentence-case links, capitals with more than a link, and this page', () => {
    const kept = [
      '<p><a href="https://kshsaa.org/results">CLICK FOR FULL STATE SWIM RESULTS</a></p>',
      '<p><a href="/markets">MARKETS NOW</a></p>',
      '<p><a href="/markets/lowes-earnings">Lowe’s shares rise after its earnings beat estimates</a></p>',
      '<p>THE COMPANY SAID ON TUESDAY THAT <a href="/markets/sales">SALES ROSE</a> IN EVERY REGION OF THE COUNTRY</p>',
      '<p><a href="#comments">JUMP TO THE COMMENTS BELOW THIS STORY</a></p>',
    ];
    const text = left(kept.join(' '));
    for (const words of ['CLICK FOR FULL STATE SWIM RESULTS', 'MARKETS NOW', 'Lowe’s shares rise', 'IN EVERY REGION', 'JUMP TO THE COMMENTS']) expect(text).toContain(words);
  });

  it('runs in the pipeline', () => {
    const prose = '<p>Comparable sales rose 3.6 percent in the quarter, short of what analysts had expected from the retailer.</p>'.repeat(6);
    const html = `<html><head><title>Home Depot</title></head><body><article>${prose}<p><strong><a href="/markets/ceo-interview">HOME DEPOT CEO ON THE HOUSING MARKET AND THE HOLIDAYS</a></strong></p>${prose}</article></body></html>`;
    const text = htmlToDocument(parseHtml(html, PAGE), PAGE).lines.join('\n');
    expect(text).toContain('Comparable sales rose');
    expect(text).not.toContain('HOUSING MARKET');
  });
});
