import { startFixtureSite } from './fixture-site';
import type { LocalServer } from './local-server';
import { startModelServer, type ModelServer, type ModelServerOptions } from './model-server';
import { startSearchBackend, type SearchBackend } from './search-backend';

/**
 * The local servers an end-to-end world talks to, whatever its browser: the fixture site, the
 * SearXNG-compatible search backend in front of it, and the scripted model server.
 */
export interface StandIns {
  site: LocalServer;
  search: SearchBackend;
  model: ModelServer;
  close(): Promise<void>;
}

export async function startStandIns(model: ModelServerOptions = {}): Promise<StandIns> {
  const site = await startFixtureSite();
  const started: { close(): Promise<void> }[] = [site];
  try {
    const search = await startSearchBackend({ siteUrl: site.url });
    started.push(search);
    const scripted = await startModelServer(model);
    started.push(scripted);
    return { site, search, model: scripted, close: () => closeAll(started) };
  } catch (err) {
    // A server that failed to start must not leave the others listening for the rest of the run.
    await closeAll(started);
    throw err;
  }
}

async function closeAll(servers: readonly { close(): Promise<void> }[]): Promise<void> {
  await Promise.all(servers.map((s) => s.close()));
}
