/**
 * Wraps an async task so concurrent callers share runs: a call made while a run is in progress
 * waits for one more run that starts after it, and all such callers share that single next run.
 */
export function coalesce(task: () => Promise<void>): () => Promise<void> {
  let current: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const run = task().finally(() => {
      if (current === run) current = undefined;
    });
    current = run;
    return run;
  };
  return () => {
    if (next) return next;
    if (!current) return start();
    next = current
      .catch(() => {})
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
