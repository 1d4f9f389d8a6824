/**
 * The tab path's wait before reading a page, run against a linkedom DOM standing in for the tab
 * (settlePage only uses document, MutationObserver and timers).
 */
import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settlePage } from '../../../src/content/settle-page';

const article = '<article>' + '<p>A paragraph of the page that a reader came for, with enough words to count as content.</p>'.repeat(5) + '</article>';
const times = { quietMs: 40, patienceMs: 400, maxMs: 1500 };

function load(html: string): Document {
  const w = parseHTML(html) as unknown as { document: Document; MutationObserver: typeof MutationObserver };
  Object.assign(globalThis, { document: w.document, MutationObserver: w.MutationObserver });
  return w.document;
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).document;
  delete (globalThis as Record<string, unknown>).MutationObserver;
});

async function timed(run: () => Promise<string>): Promise<{ reason: string; ms: number }> {
  const t0 = performance.now();
  const reason = await run();
  return { reason, ms: performance.now() - t0 };
}

describe('settlePage', () => {
  it('reads a page without scripts at once', async () => {
    load(`<html><head></head><body>${article}</body></html>`);
    // "At once" as no timer at all, not as a wall-clock bound (which failed on a loaded machine).
    vi.useFakeTimers();
    try {
      const reason = settlePage(times);
      expect(vi.getTimerCount()).toBe(0);
      await expect(reason).resolves.toBe('no-scripts');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads a finished page with scripts after one short quiet window, not a fixed long wait', async () => {
    load(`<html><head></head><body>${article}<script>analytics()</script></body></html>`);
    const r = await timed(() => settlePage(times));
    expect(r.reason).toBe('quiet');
    expect(r.ms).toBeLessThan(times.patienceMs);
  });

  it('waits for a "Loading…" shell to be rendered, then for quiet', async () => {
    const doc = load('<html><head></head><body><div id="root"><p>Loading…</p></div><script>render()</script></body></html>');
    setTimeout(() => {
      doc.getElementById('root')!.innerHTML = article;
    }, 150);
    const r = await timed(() => settlePage(times));
    expect(r.reason).toBe('quiet');
    expect(r.ms).toBeGreaterThanOrEqual(150);
    expect(doc.body.textContent).toContain('a reader came for');
  });

  it('keeps waiting while the page keeps changing, up to the hard limit', async () => {
    const doc = load(`<html><head></head><body>${article}<span id="ticker">0</span><script>tick()</script></body></html>`);
    let n = 0;
    const ticker = setInterval(() => (doc.getElementById('ticker')!.textContent = String(++n)), 10);
    try {
      const r = await timed(() => settlePage({ quietMs: 40, patienceMs: 100, maxMs: 300 }));
      expect(r.reason).toBe('max');
      expect(r.ms).toBeGreaterThanOrEqual(290);
    } finally {
      clearInterval(ticker);
    }
  });

  it('gives up on a short page that never changes after its patience, not the hard limit', async () => {
    load('<html><head></head><body><p>Short page.</p><script>noop()</script></body></html>');
    const r = await timed(() => settlePage(times));
    expect(r.reason).toBe('patience');
    expect(r.ms).toBeLessThan(times.maxMs);
  });
});
