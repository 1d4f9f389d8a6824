import TurndownService from 'turndown';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../src/core/document/html-to-document';
import { createMarkdownConverter } from '../../../src/core/document/markdown/markdown-converter';
import { LinkCollector } from '../../../src/core/document/markdown/quote-links';

const prose = '<p>The guide walks through each step of the installation in order, with the commands to type and what each one does.</p>'.repeat(3);
const lines = (body: string) => htmlToDocument(parseHtml(`<html><head><title>Installation guide</title></head><body><article>${body}</article></body></html>`), 'https://docs.test/install').lines;

describe('markdown escapes', () => {
  it('escapes a paragraph that would read as a list item or a heading, and nothing inside a line', () => {
    const out = lines(`${prose}<p>1. is the loneliest number</p><p>- not a bullet, and snake_case stays</p><p># not a heading</p>${prose}`);
    expect(out).toContain('1\\. is the loneliest number');
    expect(out).toContain('\\- not a bullet, and snake_case stays');
    expect(out).toContain('\\# not a heading');
  });

  it('leaves a heading’s numbered or marked text as written: a heading is never a list', () => {
    const out = lines(`<h2>1. Start Here</h2>${prose}<h3>2) Configure</h3>${prose}<h3>- Dashes -</h3>${prose}<h2>Part 3. Wrap up</h2>${prose}`);
    expect(out).toContain('## 1. Start Here');
    expect(out).toContain('### 2) Configure');
    expect(out).toContain('### - Dashes -');
    expect(out).toContain('## Part 3. Wrap up');
  });

  it('leaves turndown’s shared built-in rules as they were, however many documents are converted', () => {
    const builtIn = () => (new TurndownService() as unknown as { options: { rules: Record<string, TurndownService.Rule> } }).options.rules;
    const before = Object.fromEntries(Object.entries(builtIn()).map(([key, rule]) => [key, rule.replacement]));
    for (let i = 0; i < 3; i++) createMarkdownConverter(new LinkCollector('https://docs.test/', 'https://docs.test/'));
    for (const [key, rule] of Object.entries(builtIn())) expect(rule.replacement, key).toBe(before[key]);
  });
});
