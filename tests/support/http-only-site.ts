import { startLocalServer } from './local-server';

/** A sentence of the notes page the tests look for in what the model was given. */
export const HTTP_ONLY_FACT = 'The lighthouse keeper logged 412 ships passing in March.';

/** The notes page: text enough to be read as fetched, with no tab. */
export function notesPage(): string {
  const paragraphs = [
    HTTP_ONLY_FACT,
    'The harbour office keeps its notes on this small server, which has never had a certificate and answers on plain HTTP only.',
    'Each entry lists the date, the weather at dawn, the ships that passed the point, and anything the keeper thought worth writing down.',
    'Fog closed the channel for four days in the second week, and the horn sounded every thirty seconds for most of those nights.',
  ];
  return `<!doctype html><html lang="en"><title>Harbour notes</title><main><article><h1>Harbour notes</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</article></main></html>`;
}

export interface LoggedSite {
  /** SCHEME://127.0.0.1:PORT */
  url: string;
  port: number;
  /** Every request as `METHOD SCHEME://HOST/PATH` (the Host header as the browser sent it). */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A small site that speaks plain HTTP only, like many personal and intranet sites: no TLS listener
 * at all, so an https:// attempt on its port is a handshake its parser rejects (the wire tap in front
 * of it counts those).
 */
export async function startHttpOnlySite(): Promise<LoggedSite> {
  const requests: string[] = [];
  const server = await startLocalServer((req, res) => {
    requests.push(`${req.method} http://${req.headers.host ?? ''}${req.url ?? ''}`);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(notesPage());
  });
  return { url: server.url, port: Number(new URL(server.url).port), requests, close: () => server.close() };
}
