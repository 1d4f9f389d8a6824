/**
 * The agent tabs' MAIN-world script (src/content/no-side-channels.ts) against stand-in windows: the
 * mark it reads (the Permissions-Policy allowlist the worker's rules set), what it removes, and that
 * a page without the mark keeps everything.
 */
import { describe, expect, it } from 'vitest';
import { AGENT_MARK_LAST_MODIFIED, AGENT_MARK_ORIGIN, SIDE_CHANNEL_GLOBALS, closeSideChannels, guardFrameAccess, isAgentDocument, removeSideChannelGlobals } from '../../../src/content/no-side-channels';

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

  it('knows an agent document in Firefox by its Last-Modified instant, as document.lastModified reports it (local time)', () => {
    const at = new Date(Date.parse(AGENT_MARK_LAST_MODIFIED));
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${pad(at.getMonth() + 1)}/${pad(at.getDate())}/${at.getFullYear()} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
    const firefox = (lastModified: string, top?: Window | 'cross-origin', origin = 'http://attacker.example') => {
      const w = fakeWindow(null, top) as unknown as { document: { lastModified: string }; origin: string };
      w.document.lastModified = lastModified;
      w.origin = origin;
      return w as unknown as Window;
    };
    const top = firefox(local);
    expect(isAgentDocument(top as never)).toBe(true);
    expect(isAgentDocument(firefox('11/27/2026 11:00:00', top) as never)).toBe(true);
    expect(isAgentDocument(firefox('11/27/2026 11:00:00') as never)).toBe(false);
    // A frame that can read no top document: marked itself, or opaque (data:, sandboxed).
    expect(isAgentDocument(firefox(local, 'cross-origin') as never)).toBe(true);
    expect(isAgentDocument(firefox('11/27/2026 11:00:00', 'cross-origin', 'null') as never)).toBe(true);
    expect(isAgentDocument(firefox('11/27/2026 11:00:00', 'cross-origin') as never)).toBe(false);
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
