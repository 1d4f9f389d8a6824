import { describe, expect, it } from 'vitest';
import { textAfterRule } from '../../../support/rule-text';
import { dropDisclaimers } from '../../../../src/core/document/clean/drop-disclaimers';

const POST = '<div class="page-wrapper"><h2>Section one</h2><p>This is the first section of the post. It introduces the main topic and sets the stage for what follows.</p><h2>Section two</h2><p>The second section builds on the ideas introduced earlier and closes the argument.</p></div>';
const DISCLAIMER =
  '<p>Views expressed in posts are those of the individual personnel quoted therein and are not the views of Example Capital Management or its affiliates.</p><p>The posts do not constitute an offer to sell or a solicitation of an offer to buy any securities.</p>';

const left = (html: string) => textAfterRule(html, 'https://capital.test/blog/post', dropDisclaimers);

describe('dropDisclaimers', () => {
  it('drops a block named a disclaimer that Readability kept after the post', () => {
    const text = left(`${POST}<div class="legal-disclaimer">${DISCLAIMER}</div>`);
    expect(text).toContain('closes the argument');
    expect(text).not.toContain('Views expressed');
    expect(text).not.toContain('solicitation');
  });

  it('drops it before a last small block too', () => {
    const text = left(`${POST}<div class="disclosures">${DISCLAIMER}</div><p>Share</p>`);
    expect(text).not.toContain('Views expressed');
    expect(text).toContain('Share');
  });

  it('keeps it when it is the page: no story stands before it', () => {
    expect(left(`<h2>Disclaimer</h2><div class="legal-disclaimer">${DISCLAIMER}</div>`)).toContain('Views expressed');
  });

  it('keeps a block so named inside the story', () => {
    const text = left(`<div class="disclaimer-note">${DISCLAIMER}</div>${POST}`);
    expect(text).toContain('Views expressed');
  });
});
