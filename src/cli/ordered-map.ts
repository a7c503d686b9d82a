interface Slot<R> {
  readonly promise: Promise<R>;
  settled: boolean;
}

/**
 * Maps an async source through `fn` with at most `window` calls in flight and yields the results
 * in source order. A slow item does not stall the others: new calls start whenever a slot frees,
 * while finished results wait in order behind it, up to `maxAhead` items in all. So memory is
 * bounded by `maxAhead` whatever the source's size. `fn` should not reject (return errors as
 * values); a rejection ends the iteration with that error when its turn comes.
 */
export async function* orderedMap<T, R>(
  source: AsyncIterable<T>,
  window: number,
  fn: (item: T) => Promise<R>,
  maxAhead = window * 4,
): AsyncGenerator<R> {
  if (!Number.isInteger(window) || window < 1) throw new RangeError("window must be a positive whole number");
  const slots: Slot<R>[] = [];
  const iterator = source[Symbol.asyncIterator]();
  let done = false;
  let inFlight = 0;
  let wake: (() => void) | undefined;
  try {
    for (;;) {
      while (!done && inFlight < window && slots.length < Math.max(maxAhead, window)) {
        const next = await iterator.next();
        if (next.done) {
          done = true;
          break;
        }
        const slot: Slot<R> = { promise: fn(next.value), settled: false };
        const settle = () => {
          slot.settled = true;
          inFlight--;
          const resume = wake;
          wake = undefined;
          resume?.();
        };
        // Also keeps an early rejection from being reported as unhandled before its turn.
        slot.promise.then(settle, settle);
        inFlight++;
        slots.push(slot);
      }
      const head = slots[0];
      if (head === undefined) return;
      if (head.settled) {
        slots.shift();
        yield await head.promise;
        continue;
      }
      // Wait for any call to finish: the head (to yield) or another (to start the next one).
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  } finally {
    if (!done) await iterator.return?.();
    await Promise.allSettled(slots.map((s) => s.promise));
  }
}
