/**
 * `load` run at most once at a time and its result kept: every call gets the same promise while it is
 * pending or once it has resolved. A rejected promise is forgotten, so the next call runs `load` again:
 * a database that could not open (disk full during an upgrade) or a chunk that could not load (the
 * extension was updated under an open page) gets another try instead of failing for good.
 */
export function cachedUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () => {
    if (kept) return kept;
    const started = load();
    kept = started;
    // Forget only this attempt: a later one may already be kept by the time it settles.
    started.catch(() => {
      if (kept === started) kept = undefined;
    });
    return started;
  };
}
