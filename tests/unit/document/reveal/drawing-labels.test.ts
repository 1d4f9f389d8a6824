import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const prose = '<p>Tempor incididunt ut labore et dolore magna aliqua, ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat, duis aute irure dolor.</p>'.repeat(3);

function text(drawing: string): string {
  const html = `<html><head><title>Networks</title></head><body><article>${prose}${drawing}${prose}</article></body></html>`;
  return htmlToDocument(parseHtml(html, 'https://blog.test/post'), 'https://blog.test/post').lines.join('\n');
}

describe('showDrawingLabels', () => {
  it('reads the labels of a diagram the page hides from screen readers only', () => {
    const diagram = '<div role="img" aria-label="A network with one weight"><svg aria-hidden="true" viewBox="0 0 400 100"><circle r="30"></circle><text x="50">2.0</text><path d="M 80 50 L 320 50"></path><text x="350">1.0</text></svg></div>';
    expect(text(diagram)).toContain('2.0 1.0');
  });

  it('leaves an icon without text hidden', () => {
    const icon = '<p>Copy the code <svg aria-hidden="true" viewBox="0 0 24 24"><path d="M19 21H8V7h11"></path></svg> and run it.</p>';
    expect(text(icon)).toContain('Copy the code and run it.');
  });
});
