import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** What one TCP connection to a tapped server began with. */
export type WireStart = 'tls' | 'http';

export interface WireTap {
  /** http://ADDRESS:PORT of the tap; point a host name at it (localDomains, --host-resolver-rules). */
  url: string;
  port: number;
  /** One entry per connection, by its first bytes: a TLS ClientHello (an https:// attempt) or plain HTTP. */
  connections: WireStart[];
  close(): Promise<void>;
}

/**
 * A TCP relay in front of a plain-HTTP stand-in that notes how each connection starts. A browser that
 * upgrades http://host:port/ to https:// sends a TLS handshake (first byte 0x16, a handshake record)
 * to the same port; a stand-in's own request log never shows it, because its HTTP parser rejects the
 * bytes. Everything is relayed unchanged, so the stand-in answers as it always does. `address`: where
 * the tap listens (127.0.0.1 unless a network namespace gave this computer another).
 */
export async function startWireTap(targetUrl: string, address = '127.0.0.1'): Promise<WireTap> {
  const target = new URL(targetUrl);
  const connections: WireStart[] = [];
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.once('data', (first: Buffer) => {
      // Hold what follows until the stand-in is connected; pipe() resumes.
      client.pause();
      connections.push(first[0] === 0x16 ? 'tls' : 'http');
      const upstream = connect(Number(target.port), target.hostname, () => {
        upstream.write(first);
        client.pipe(upstream);
        upstream.pipe(client);
      });
      open.add(upstream);
      upstream.once('close', () => {
        open.delete(upstream);
        client.destroy();
      });
      upstream.on('error', () => client.destroy());
      client.once('close', () => upstream.destroy());
    });
    client.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen({ port: 0, host: address }, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${address}:${port}`,
    port,
    connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
