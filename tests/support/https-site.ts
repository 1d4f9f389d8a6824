import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { notesPage, type LoggedSite } from './http-only-site';

const run = promisify(execFile);

/**
 * A self-signed certificate for `host`, made by openssl for this run only (no key in the repository).
 * The browser is launched to accept it (Firefox: acceptInsecureCerts; Chromium: --ignore-certificate-errors).
 */
async function selfSignedCertificate(host: string): Promise<{ key: Buffer; cert: Buffer }> {
  const dir = await mkdtemp(join(tmpdir(), 'sidelight-tls-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    await run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${host}`, '-addext', `subjectAltName=DNS:${host}`, '-keyout', key, '-out', cert]);
    return { key: await readFile(key), cert: await readFile(cert) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The notes page over TLS only, for `host`: every request is logged as `METHOD https://HOST/PATH`. */
export async function startHttpsSite(host: string): Promise<LoggedSite> {
  const requests: string[] = [];
  const server = createServer(await selfSignedCertificate(host), (req, res) => {
    requests.push(`${req.method} https://${req.headers.host ?? ''}${req.url ?? ''}`);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(notesPage());
  });
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1' }, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
