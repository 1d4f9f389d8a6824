/**
 * Issue 32 with addresses instead of names, in a real Firefox (dist-firefox/): the model server and
 * SearXNG on the user's network (`http://192.168.77.1:PORT`, like `http://192.168.1.5:11434`) and an
 * http-only site on a public address. Such addresses exist only in a network namespace of its own
 * (tests/support/net-world): run normally, this file starts itself again inside one (`unshare --net
 * --mount`, as root) and fails, with the reason, if it cannot. Needs `npm run build && npm run build:firefox`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchFirefoxExtension, type FirefoxExtension } from '../support/firefox-browser';
import { NOTES_IP, ROUTER_IP } from '../support/net-world/addresses';
import { insideWorld, runFileInWorld } from '../support/net-world/enter-world';
import { answerHttpOnlyInFirefox, checkHttpOnly, startHttpOnlyWorld, type HttpOnlyWorld } from './http-only-world';

if (!insideWorld()) {
  describe('Firefox and plain-HTTP servers on network addresses', () => {
    it('runs inside a network namespace of its own', async () => {
      const { code, output } = await runFileInWorld('tests/e2e/firefox-http-lan.test.ts', 300_000);
      expect(code, output).toBe(0);
      // The inner run ran the scenario, not nothing (vitest colours its summary).
      expect(output.replace(/\x1b\[[0-9;]*m/g, '')).toMatch(/Tests\s+1 passed/);
    }, 320_000);
  });
} else {
  describe('Firefox and plain-HTTP servers on network addresses, inside the namespace', () => {
    let world: HttpOnlyWorld;
    let ff: FirefoxExtension;

    beforeAll(async () => {
      world = await startHttpOnlyWorld({ notes: NOTES_IP, models: ROUTER_IP, search: ROUTER_IP });
      ff = await launchFirefoxExtension().catch(async (err: unknown) => {
        await world.close();
        throw err;
      });
    });
    afterAll(async () => {
      await ff?.close();
      await world?.close();
    });

    it('reaches a model server and SearXNG on 192.168.77.1 and an http-only site on a public address over http', { timeout: 120_000 }, async () => {
      const { log, tabUrls } = await answerHttpOnlyInFirefox(ff, world);
      expect(log).toContain(`Opened ${NOTES_IP}`);
      checkHttpOnly(world, tabUrls);
      expect(ff.errors).toEqual([]);
    });
  });
}
