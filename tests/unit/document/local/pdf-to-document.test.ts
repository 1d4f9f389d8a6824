import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { bodyToDocument } from '../../../../src/core/document/parse/body-to-document';
import { pdfToDocument } from '../../../../src/core/document/local/pdf-to-document';
import { SidelightError } from '../../../../src/core/errors';

/** A minimal valid PDF: one page per string, Helvetica text, a correct xref table and a Title. */
function tinyPdf(pages: string[], title: string): Uint8Array {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((text, i) => {
    const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
    objects[4 + i * 2] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`;
    objects[5 + i * 2] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = `<< /Title (${title}) >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

describe('pdfToDocument', () => {
  it('extracts text page by page with page markers and the PDF title', async () => {
    const doc = await pdfToDocument(tinyPdf(['Hello from page one.', 'Second page text.'], 'A tiny report'), 'https://f.test/r.pdf');
    expect(doc).toMatchObject({ path: 'pdf', title: 'A tiny report', contentType: 'application/pdf' });
    expect(doc.lines).toEqual(['--- Page 1 ---', '', 'Hello from page one.', '', '--- Page 2 ---', '', 'Second page text.']);
  });

  it('stops after the page cap with a note', async () => {
    const doc = await pdfToDocument(tinyPdf(['one', 'two', 'three'], 'T'), 'https://f.test/r.pdf', { maxPages: 2 });
    expect(doc.truncated).toBe(true);
    expect(doc.lines.join('\n')).toContain('this PDF has 3 pages; only the first 2 were read');
    expect(doc.lines.join('\n')).not.toContain('three');
  });

  it('is picked by bodyToDocument from its bytes when the type is generic', async () => {
    const doc = await bodyToDocument({ body: tinyPdf(['Sniffed PDF.'], 'S'), url: 'https://f.test/x', contentType: 'application/octet-stream', parseHtml });
    expect(doc.path).toBe('pdf');
    expect(doc.lines).toContain('Sniffed PDF.');
  });

  it('reports a damaged PDF as a readable error', async () => {
    const err = await pdfToDocument(new TextEncoder().encode('%PDF-1.4\ngarbage'), 'https://f.test/bad.pdf').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SidelightError);
    expect((err as SidelightError).message).toMatch(/could not be read/);
  });
});
