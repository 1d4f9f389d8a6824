/**
 * A queue of one: each call's `work` starts once every earlier call's has settled, in call order,
 * whether that one resolved or failed (its caller gets the failure; the queue goes on). For
 * read-modify-write updates of one browser state — session rules, a registered script, a setting —
 * where two interleaved runs would undo each other.
 */
export function oneAtATime(): <T>(work: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => {});
    return run;
  };
}
