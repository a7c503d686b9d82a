/**
 * Maps an async source through `fn` with at most `window` calls in flight and yields the results
 * in source order. Memory stays bounded by the window: the source is only pulled when a slot is
 * free, and a finished result waits only for the ones before it. `fn` must not reject (return
 * the error as a value instead); a rejection ends the iteration with that error.
 */
export async function* orderedMap<T, R>(
  source: AsyncIterable<T>,
  window: number,
  fn: (item: T) => Promise<R>,
): AsyncGenerator<R> {
  if (!Number.isInteger(window) || window < 1) throw new RangeError("window must be a positive whole number");
  const pending: Promise<R>[] = [];
  const iterator = source[Symbol.asyncIterator]();
  let done = false;
  try {
    for (;;) {
      while (!done && pending.length < window) {
        const next = await iterator.next();
        if (next.done) {
          done = true;
          break;
        }
        const promise = fn(next.value);
        // Handled when it reaches the head; this keeps an early rejection from being "unhandled".
        promise.catch(() => {});
        pending.push(promise);
      }
      const head = pending.shift();
      if (head === undefined) return;
      yield await head;
    }
  } finally {
    if (!done) await iterator.return?.();
    await Promise.allSettled(pending);
  }
}
