import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

/**
 * Starts an HTTP server on a free 127.0.0.1 port. Shared by every local stand-in in tests/support.
 * `dualStack`: one socket on `::` that takes IPv4 and IPv6 loopback alike ([::1] too), for servers that
 * must see every request sent to this computer, whichever address it was sent to (the canaries).
 */
export async function startLocalServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>,
  options: { dualStack?: boolean } = {},
): Promise<LocalServer> {
  const server: Server = createServer((req, res) => {
    Promise.resolve(handler(req, res)).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`stand-in failed: ${String(err)}`);
    });
  });
  const where = options.dualStack ? { port: 0, host: '::', ipv6Only: false } : { port: 0, host: '127.0.0.1' };
  await new Promise<void>((resolve) => server.listen(where, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
