import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLocalServer } from '../../support/local-server';

const MODEL_SERVER = '../../support/model-server';

afterEach(() => {
  vi.doUnmock(MODEL_SERVER);
  vi.resetModules();
});

async function reachable(url: string): Promise<boolean> {
  return fetch(url).then(
    () => true,
    () => false,
  );
}

describe('startStandIns', () => {
  it('starts the fixture site, the search backend and the model server, and closes all three', async () => {
    const { startStandIns } = await import('../../support/stand-ins');
    const s = await startStandIns();
    expect((await fetch(`${s.site.url}/articles/solar.html`)).status).toBe(200);
    expect(await reachable(s.search.url)).toBe(true);
    expect(await reachable(`${s.model.url}/api/tags`)).toBe(true);
    await s.close();
    for (const url of [s.site.url, s.search.url, s.model.url]) expect(await reachable(url), url).toBe(false);
  });

  it('closes the servers it started when a later one fails to start', async () => {
    const { startFixtureSite } = await import('../../support/fixture-site');
    const sites: { url: string }[] = [];
    vi.doMock('../../support/fixture-site', () => ({
      startFixtureSite: async () => {
        const site = await startFixtureSite();
        sites.push(site);
        return site;
      },
    }));
    vi.doMock(MODEL_SERVER, () => ({
      startModelServer: async () => {
        throw new Error('port in use');
      },
    }));
    const { startStandIns } = await import('../../support/stand-ins');
    await expect(startStandIns()).rejects.toThrow('port in use');
    expect(sites).toHaveLength(1);
    expect(await reachable(sites[0]!.url)).toBe(false);
  });
});

describe('startLocalServer', () => {
  it('dual stack: takes requests on IPv6 loopback as well as IPv4', async () => {
    const server = await startLocalServer((_req, res) => void res.end('here'), { dualStack: true });
    try {
      const port = new URL(server.url).port;
      expect(await (await fetch(`http://[::1]:${port}/`)).text()).toBe('here');
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('here');
    } finally {
      await server.close();
    }
  });
});
