/**
 * Runs `task` once the page has painted and then gone idle: after the next frame, once the browser has
 * recorded the first paint, in an idle period — or after `timeoutMs` at the latest, so a busy panel
 * still preloads soon.
 *
 * Why wait for the paint entry and not only the frame: Chromium stamps first paint when the frame is
 * presented, which can come after a task queued from the frame callback has already run — preloads
 * then started a millisecond before the paint they were meant to follow.
 */
export function afterFirstPaintWhenIdle(task: () => void, timeoutMs = 1000): void {
  afterFrameAndPaint(() => whenIdle(task, timeoutMs), timeoutMs);
}

/** `next` after the next frame and once the browser has recorded a paint (see above). */
function afterFrameAndPaint(next: () => void, timeoutMs: number): void {
  requestAnimationFrame(() => {
    // A task queued from the frame callback runs after that frame is handed to the compositor.
    setTimeout(() => afterPaintEntry(next, timeoutMs), 0);
  });
}

/**
 * Resolves once the page has painted (the same frame and paint-entry wait as above, no idle wait), or
 * after `timeoutMs` at the latest: a hidden page gets no frame. At once where there are no frames (Node).
 */
export function afterFirstPaint(timeoutMs = 1000): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      clearTimeout(deadline);
      resolve();
    };
    const deadline = setTimeout(go, timeoutMs);
    afterFrameAndPaint(go, timeoutMs);
  });
}

function whenIdle(task: () => void, timeoutMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, 0);
}

/** `next` once a paint entry exists (at once if one does, or where the Paint Timing API is missing). */
function afterPaintEntry(next: () => void, timeoutMs: number): void {
  const hasPaint = () => typeof performance.getEntriesByType === 'function' && performance.getEntriesByType('paint').length > 0;
  if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint') || hasPaint()) {
    next();
    return;
  }
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(deadline);
    next();
  };
  const observer = new PerformanceObserver(go);
  observer.observe({ type: 'paint', buffered: true });
  // A panel that never paints (hidden at load) still preloads.
  const deadline = setTimeout(go, timeoutMs);
}
