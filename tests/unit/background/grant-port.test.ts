import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeChrome } from './fake-chrome';

const ID = 'abcdefghijklmnop';

/** A port as the worker sees it, with the page's side: what the page posts, and the page going. */
function fakePort(senderUrl: string) {
  const onMessage: ((m: unknown) => void)[] = [];
  const onDisconnect: (() => void)[] = [];
  const posted: unknown[] = [];
  const port = {
    name: 'sidelight-server-grant',
    sender: { id: ID, url: senderUrl },
    postMessage: vi.fn((m: unknown) => void posted.push(m)),
    // The worker closing its own end fires nothing on its own side (as in Chromium).
    disconnect: vi.fn(),
    onMessage: { addListener: (l: (m: unknown) => void) => onMessage.push(l) },
    onDisconnect: { addListener: (l: () => void) => onDisconnect.push(l) },
  };
  return {
    port: port as unknown as chrome.runtime.Port,
    posted,
    send: (m: unknown) => onMessage.forEach((l) => l(m)),
    /** The page closed, reloaded or released its grant. */
    go: () => onDisconnect.forEach((l) => l()),
  };
}

async function load() {
  vi.resetModules();
  return import('../../../src/background/net-rules/grant-port');
}

const PANEL = `chrome-extension://${ID}/src/sidepanel/index.html`;
const DETECT = { baseUrls: ['http://localhost:11434', 'http://localhost:8080', 'http://localhost:1234', 'http://localhost:8000'] };
const originFilters = (fake: ReturnType<typeof installFakeChrome>) =>
  fake
    .rules()
    .filter((r) => r.action.requestHeaders?.some((h) => h.header === 'origin'))
    .map((r) => r.condition.urlFilter)
    .sort();

describe('server grants held over a port', () => {
  let fake: ReturnType<typeof installFakeChrome>;
  beforeEach(() => {
    fake = installFakeChrome({ extensionId: ID });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('last while the page holds the port, and go the moment it goes — not a minute later', async () => {
    const { serveGrantPort } = await load();
    const page = fakePort(PANEL);
    serveGrantPort(page.port);
    page.send(DETECT);
    await vi.waitFor(() => expect(page.posted).toEqual([{ ok: true, value: { grantId: expect.any(String) } }]));
    expect(originFilters(fake)).toEqual(['|http://localhost:11434/', '|http://localhost:1234/', '|http://localhost:8000/', '|http://localhost:8080/']);
    expect(fake.rules()).toHaveLength(8);
    page.go();
    // Well under the minute a timer-based release would take, with room for a loaded machine.
    await vi.waitFor(() => expect(fake.rules()).toEqual([]), { timeout: 5_000 });
  });

  it('are released as soon as they exist when the page went while they were being made', async () => {
    const { serveGrantPort } = await load();
    const update = vi.spyOn(chrome.declarativeNetRequest, 'updateSessionRules');
    const page = fakePort(PANEL);
    serveGrantPort(page.port);
    page.send(DETECT);
    page.go();
    // The grant's rule update was already under way: it lands, then is taken back; nothing is posted to the gone page.
    await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[0]![0].addRules).toHaveLength(8);
    expect(fake.rules()).toEqual([]);
    expect(page.posted).toEqual([]);
  });

  it('are one per port: a second request on the same port grants nothing more', async () => {
    const { serveGrantPort } = await load();
    const page = fakePort(PANEL);
    serveGrantPort(page.port);
    page.send({ baseUrls: ['http://localhost:11434'] });
    page.send({ baseUrls: ['http://localhost:8080'] });
    await vi.waitFor(() => expect(page.posted).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 30));
    expect(originFilters(fake)).toEqual(['|http://localhost:11434/']);
    page.go();
    await vi.waitFor(() => expect(fake.rules()).toEqual([]));
  });

  it('are refused to a content script in a web page, which gets an error and no rule', async () => {
    const { serveGrantPort } = await load();
    const page = fakePort('https://evil.example/article');
    serveGrantPort(page.port);
    page.send(DETECT);
    await vi.waitFor(() => expect(page.posted).toHaveLength(1));
    expect(page.posted).toEqual([{ ok: false, error: expect.objectContaining({ code: 'forbidden', message: expect.stringContaining('a web page (https://evil.example)') }) }]);
    expect(page.port.disconnect).toHaveBeenCalled();
    expect(fake.rules()).toEqual([]);
  });

  it('answer a request without a list of URLs, or with one that is not http, with an error and no rule', async () => {
    const { serveGrantPort } = await load();
    for (const bad of [{}, { baseUrls: 'http://localhost:11434' }, { baseUrls: ['file:///etc/passwd'] }]) {
      const page = fakePort(PANEL);
      serveGrantPort(page.port);
      page.send(bad);
      await vi.waitFor(() => expect(page.posted).toEqual([{ ok: false, error: expect.objectContaining({ message: expect.any(String) }) }]));
    }
    expect(fake.rules()).toEqual([]);
  });
});
