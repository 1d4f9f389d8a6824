import type browser from 'webextension-polyfill';
import { describe, expect, it } from 'vitest';
import { messageListener, type Reply } from '../../../src/shared/message-listener';

const self = { id: 'sidelightid', baseUrl: 'chrome-extension://sidelightid/' };
const envelope = (type: string, payload: unknown = {}) => ({ sidelight: true, type, payload });

function listenerWith() {
  const calls: unknown[] = [];
  const listener = messageListener(
    {
      'open-page': (payload) => {
        calls.push(payload);
        return 'opened';
      },
    },
    self,
  );
  return { listener, calls };
}

const panel: browser.Runtime.MessageSender = { id: self.id, url: 'chrome-extension://sidelightid/src/sidepanel/index.html' };
const panelInTab: browser.Runtime.MessageSender = { ...panel, tab: { id: 7, index: 0, highlighted: false, active: true, pinned: false, incognito: false } };
const worker: browser.Runtime.MessageSender = { id: self.id, url: 'chrome-extension://sidelightid/service-worker-loader.js' };
const contentScript: browser.Runtime.MessageSender = { id: self.id, url: 'https://evil.example/article', tab: { id: 3, index: 0, highlighted: false, active: true, pinned: false, incognito: false }, frameId: 0 };

describe('message senders', () => {
  it("answers Sidelight's own pages and worker, in a tab or not", async () => {
    for (const sender of [panel, panelInTab, worker]) {
      const { listener, calls } = listenerWith();
      expect(await listener(envelope('open-page', { url: 'https://example.com/' }), sender)).toEqual({ ok: true, value: 'opened' });
      expect(calls).toHaveLength(1);
    }
  });

  it('refuses a content script in a web page, saying what was refused, without running the handler', async () => {
    const { listener, calls } = listenerWith();
    const reply = (await listener(envelope('open-page', { url: 'http://127.0.0.1:8080/', origin: 'user' }), contentScript)) as Reply;
    expect(reply.ok).toBe(false);
    if (!reply.ok) {
      expect(reply.error.code).toBe('forbidden');
      expect(reply.error.message).toBe('Sidelight refused “open-page”: the request came from a web page (https://evil.example), not from Sidelight itself.');
      expect(reply.error.hint).toContain('side panel');
    }
    expect(calls).toEqual([]);
  });

  it('refuses other extensions, senders without a URL, and look-alike extension URLs', async () => {
    const forged: browser.Runtime.MessageSender[] = [
      { ...panel, id: 'otherextension' },
      { id: self.id },
      { id: self.id, url: 'chrome-extension://sidelightidx/src/sidepanel/index.html' },
      { id: self.id, url: 'https://sidelightid/chrome-extension://sidelightid/' },
    ];
    for (const sender of forged) {
      const { listener, calls } = listenerWith();
      const reply = (await listener(envelope('open-page'), sender)) as Reply;
      expect(reply.ok, JSON.stringify(sender)).toBe(false);
      expect(calls).toEqual([]);
    }
  });

  it('leaves messages it has no handler for (or that are not ours) to other listeners', () => {
    const { listener } = listenerWith();
    expect(listener(envelope('attachment-ready'), contentScript)).toBeUndefined();
    expect(listener(envelope('constructor'), panel)).toBeUndefined();
    expect(listener({ type: 'open-page' }, panel)).toBeUndefined();
  });

  it('turns a handler failure into an error value', async () => {
    const listener = messageListener(
      {
        search: () => {
          throw new Error('boom');
        },
      },
      self,
    );
    const reply = (await listener(envelope('search'), panel)) as Reply;
    expect(reply.ok).toBe(false);
  });
});
