/**
 * pdf.js for extension pages: the modern build plus its worker, bundled as an extension file (MV3
 * forbids remote code, and a worker keeps parsing off the page's thread).
 */
export async function loadPdfJs(): Promise<typeof import('pdfjs-dist')> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}
