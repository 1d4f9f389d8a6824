import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

// The shape fact-checkers publish (schema.org ClaimReview; this one as Snopes' pages state it).
const review = (claim: string, rating: string, extra = '') =>
  `<script type="application/ld+json">{"@context":"https://schema.org","@type":"ClaimReview","claimReviewed":${JSON.stringify(claim)},"itemReviewed":{"@type":"Claim","author":{"@type":"Organization","name":"Multiple Sources"}},"reviewRating":{"@type":"Rating","ratingValue":-1,"alternateName":${JSON.stringify(rating)}}${extra}}</script>`;
const story =
  '<p>On Nov. 15, 2019, the former ambassador testified before the House Intelligence Committee in the impeachment inquiry, and shortly after some defenders took to social media to discredit her testimony.</p>'.repeat(3);

function lines(head: string, body: string, title = 'Does Marie Yovanovitch Have a Net Worth of $17 Million?'): string[] {
  const html = `<html><head><title>${title}</title>${head}</head><body><div class="claim-wrapper card"><h3>Claim</h3><p>Former U.S. ambassador to Ukraine Marie Yovanovitch has a net worth of $17 million.</p></div><article>${body}</article></body></html>`;
  return htmlToDocument(parseHtml(html, 'https://facts.test/check'), 'https://facts.test/check').lines.filter((l) => l.trim() !== '');
}

describe('addClaimReviews', () => {
  it("puts a fact check's claim, who made it, and its rating at the head of the article", () => {
    const out = lines(review('Former U.S. ambassador to Ukraine Marie Yovanovitch has a net worth of $17 million.', 'Unproven'), story);
    expect(out.slice(0, 3)).toEqual(['**Claim, by Multiple Sources:** Former U.S. ambassador to Ukraine Marie Yovanovitch has a net worth of $17', 'million.', '**Rating:** Unproven']);
    expect(out[3]).toMatch(/^On Nov\. 15, 2019/);
  });

  it('reads a review the page puts at the end of its body, as many sites do', () => {
    const html = `<html><head><title>Does Marie Yovanovitch Have a Net Worth of $17 Million?</title></head><body><article>${story}</article><footer><p>© Facts</p>${review('Former U.S. ambassador to Ukraine Marie Yovanovitch has a net worth of $17 million.', 'Unproven')}</footer></body></html>`;
    const out = htmlToDocument(parseHtml(html, 'https://facts.test/check'), 'https://facts.test/check').lines.filter((l) => l.trim() !== '');
    expect(out).toContain('**Rating:** Unproven');
  });

  it('reads a review inside @graph, and says a claim once', () => {
    const graph = `<script type="application/ld+json">{"@graph":[{"@type":"WebPage"},{"@type":["ClaimReview"],"claimReviewed":"The ambassador is worth $17 million.","reviewRating":{"alternateName":"False"}},{"@type":"ClaimReview","claimReviewed":"The ambassador is worth $17 million."}]}</script>`;
    expect(lines(graph, story).filter((l) => l.startsWith('**'))).toEqual(['**Claim:** The ambassador is worth $17 million.', '**Rating:** False']);
  });

  it('adds nothing when the article says the claim, the claim is the title, or the JSON is broken', () => {
    const quoted = `<blockquote>Former U.S. ambassador to Ukraine Marie Yovanovitch has a net worth of $17 million!</blockquote>${story}`;
    expect(lines(review('Former U.S. ambassador to Ukraine Marie Yovanovitch has a net worth of $17 million.', 'Unproven'), quoted).join('\n')).not.toContain('**Claim');
    expect(lines(review('Fact Check: Is an oxygen bar in Delhi offering fresh air?', 'True'), story, 'Fact Check: Is An Oxygen Bar In Delhi Offering Fresh Air?').join('\n')).not.toContain('**Claim');
    expect(lines('<script type="application/ld+json">{"@type":"ClaimReview","claimReviewed":"x",</script>', story).join('\n')).not.toContain('**Claim');
  });
});
