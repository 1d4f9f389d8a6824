// Apart from local-file.ts so the panel can tell a file's citation from a page's without loading the
// whole file-reading pipeline (Readability, turndown, pdf.js) that local-file.ts imports.

/** Files have no address; this one names the file for the model and the export and is never fetched. */
export function localFileUrl(name: string): string {
  return `file:///${encodeURIComponent(name)}`;
}

export function isLocalFileUrl(url: string): boolean {
  return url.startsWith('file:///');
}
