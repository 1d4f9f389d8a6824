/**
 * The agent tabs' MAIN-world script (src/content/no-side-channels.ts) against stand-in windows: the
 * mark it reads (the Permissions-Policy allowlist the worker's rules set), what it removes, and that
 * a page without the mark keeps everything.
 */
import { describe, expect, it } from 'vitest';
import { AGENT_MARK_ORIGIN, SIDE_CHANNEL_GLOBALS, closeSideChannels, guardFrameAccess, isAgentDocument, removeSideChannelGlobals } from '../../../src/content/no-side-channels';

class FakeSocket {}

/** A window with every side-channel constructor and a feature policy as Chromium reports it. */
function fakeWindow(policy: { allowlist: string[]; allows: boolean } | null, top?: Window | 'cross-origin'): Window {
  const win: Record<string, unknown> = Object.fromEntries(SIDE_CHANNEL_GLOBALS.map((n) => [n, FakeSocket]));
  win.document = {
    featurePolicy: policy && { getAllowlistForFeature: () => policy.allowlist, allowsFeature: () => policy.allows },
    addEventListener() {},
  };
  if (top === 'cross-origin') {
    Object.defineProperty(win, 'top', { value: new Proxy({}, { get: () => { throw new DOMException('Blocked a frame with origin', 'SecurityError'); } }) });
  } else {
    win.top = top ?? win;
  }
  return win as unknown as Window;
}

const marked = { allowlist: [AGENT_MARK_ORIGIN], allows: false };

describe('side-channel script', () => {
  it('knows an agent document by the mark, in the top document and in frames below it', () => {
    const top = fakeWindow(marked);
    expect(isAgentDocument(top as never)).toBe(true);
    // about:blank, srcdoc and same-origin frames read the top document's mark.
    expect(isAgentDocument(fakeWindow({ allowlist: [], allows: false }, top) as never)).toBe(true);
    // A cross-origin frame cannot: the mark's policy switched the feature off for it.
    expect(isAgentDocument(fakeWindow({ allowlist: [], allows: false }, 'cross-origin') as never)).toBe(true);
  });

  it('leaves the user’s own pages alone: no mark, or the feature on, or no feature policy (Firefox)', () => {
    expect(isAgentDocument(fakeWindow({ allowlist: ['*'], allows: true }) as never)).toBe(false);
    // A page that switched Web Serial off itself has no mark either.
    expect(isAgentDocument(fakeWindow({ allowlist: [], allows: false }) as never)).toBe(false);
    expect(isAgentDocument(fakeWindow({ allowlist: ['*'], allows: true }, fakeWindow({ allowlist: ['*'], allows: true })) as never)).toBe(false);
    expect(isAgentDocument(fakeWindow({ allowlist: ['*'], allows: true }, 'cross-origin') as never)).toBe(false);
    expect(isAgentDocument(fakeWindow(null) as never)).toBe(false);
    const own = fakeWindow({ allowlist: ['*'], allows: true });
    expect(closeSideChannels(own)).toBe(false);
    expect((own as unknown as Record<string, unknown>).RTCPeerConnection).toBe(FakeSocket);
  });

  it('removes WebSocket, WebTransport and WebRTC for good: a page script cannot put them back', () => {
    const win = fakeWindow(marked);
    removeSideChannelGlobals(win);
    const g = win as unknown as Record<string, unknown>;
    for (const name of SIDE_CHANNEL_GLOBALS) expect(g[name], name).toBeUndefined();
    expect(() => {
      'use strict';
      g.RTCPeerConnection = FakeSocket;
    }).toThrow();
    expect(g.RTCPeerConnection).toBeUndefined();
  });

  it('empties a frame’s realm before a script gets its window through contentWindow', () => {
    const inner = fakeWindow(null);
    class FrameElement {
      get contentWindow(): Window {
        return inner;
      }
    }
    const win = { ...fakeWindow(marked), HTMLIFrameElement: FrameElement } as unknown as Window;
    guardFrameAccess(win);
    const frame = new FrameElement().contentWindow as unknown as Record<string, unknown>;
    expect(frame.WebSocket).toBeUndefined();
    expect(frame.RTCPeerConnection).toBeUndefined();
  });
});
