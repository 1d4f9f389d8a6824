/**
 * Runs `task` once the page has painted and then gone idle: after the next frame (the first paint),
 * in an idle period, or after `timeoutMs` at the latest, so a busy panel still preloads soon.
 */
export function afterFirstPaintWhenIdle(task: () => void, timeoutMs = 1000): void {
  requestAnimationFrame(() => {
    // A task queued from the frame callback runs after that frame is presented.
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: timeoutMs });
      else setTimeout(task, 0);
    }, 0);
  });
}
